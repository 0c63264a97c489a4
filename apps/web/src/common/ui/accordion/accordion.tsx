// One implementation: the design system's accordion (packages/ui), reporting docs/product/journey.md accordionClick.
import '@quickcheck/ui/tokens.css';
import { AccordionItem as DesignSystemAccordionItem } from '@quickcheck/ui/accordion/accordion.tsx';
import type { ComponentProps } from 'react';
import { trackAccordionClick } from '../../analytics/track-interactions.ts';

export { Accordion } from '@quickcheck/ui/accordion/accordion.tsx';

type AccordionItemProps = ComponentProps<typeof DesignSystemAccordionItem> & {
  /** A fixed id for analytics ('how-it-works'), never text the visitor typed. */
  trackingId: string;
};

/** An accordion item that sends accordionClick each time the visitor opens or closes it. */
export function AccordionItem({ trackingId, onToggle, ...props }: AccordionItemProps) {
  return (
    <DesignSystemAccordionItem
      {...props}
      onToggle={(open) => {
        trackAccordionClick(trackingId, open);
        onToggle?.(open);
      }}
    />
  );
}
