import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../buttons/button.tsx';
import { Modal } from './modal.tsx';

export default { title: 'Modal' } satisfies StoryDefault;

/** Opens on load so the catalogue (and its axe check) shows the dialog itself. */
function Demo({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        No thanks
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        dismissible={dismissible}
        title="Are you sure?"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>I understand</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Link my bank account
            </Button>
          </>
        }
      >
        <p>We won&apos;t be able to offer you a card if you don&apos;t link Open Banking.</p>
      </Modal>
    </>
  );
}

export const Open: Story = () => <Demo />;

export const NotDismissible: Story = () => <Demo dismissible={false} />;
