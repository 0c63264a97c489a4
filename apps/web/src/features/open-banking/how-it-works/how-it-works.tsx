import { Accordion, AccordionItem } from '../../../common/ui/accordion/accordion.tsx';
import { OB_TEXT } from '../open-banking-text.ts';

/** docs/product/screens.md screen 6 'How does it work?': an accordion whose clicks are the accordionClick event. */
export function HowItWorks() {
  return (
    <Accordion>
      <AccordionItem title={OB_TEXT.howItWorks} headingLevel={2} trackingId="ob-how-it-works">
        <p>{OB_TEXT.howItWorksBody}</p>
      </AccordionItem>
    </Accordion>
  );
}
