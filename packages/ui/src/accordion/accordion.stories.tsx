import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../buttons/button.tsx';
import { Accordion, AccordionItem } from './accordion.tsx';

export default { title: 'Accordion' } satisfies StoryDefault;

export const Closed: Story = () => (
  <Accordion>
    <AccordionItem title="How does it work?">We look back 12 months at your other accounts.</AccordionItem>
    <AccordionItem title="Is it safe?">Your bank shares read-only data.</AccordionItem>
  </Accordion>
);

export const Open: Story = () => (
  <Accordion>
    <AccordionItem title="How does it work?" defaultOpen>
      We look back 12 months at your other accounts, borrowing, savings and direct debits.
    </AccordionItem>
    <AccordionItem title="Is it safe?">Your bank shares read-only data.</AccordionItem>
  </Accordion>
);

export const Controlled: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="text-link" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'} the first item from outside
      </Button>
      <Accordion>
        <AccordionItem title="What we look at" open={open} onToggle={setOpen}>
          Your credit file, income and existing borrowing.
        </AccordionItem>
      </Accordion>
    </>
  );
};
