// One implementation: the design system's accordion (packages/ui).
import '@quickcheck/ui/tokens.css';

export { Accordion, AccordionItem } from '@quickcheck/ui/accordion/accordion.tsx';
