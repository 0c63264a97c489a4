import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../buttons/button.tsx';
import { Link } from '../link/link.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { CookieModal } from '../cookie-modal/cookie-modal.tsx';
import { CookieBanner } from './cookie-banner.tsx';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

interface Choices {
  siteImprovement: string;
  advertising: string;
}

interface ConsentProps {
  onAcceptAll?: () => void;
  onRejectAll?: () => void;
  onSave?: (choices: Choices) => void;
}

/** The banner and its 'Manage cookies' dialog, wired as a page would wire them. */
function CookieConsent({ onAcceptAll, onRejectAll, onSave }: ConsentProps) {
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<Choices>({ siteImprovement: 'no', advertising: 'no' });
  return (
    <>
      <CookieBanner
        actions={
          <>
            <Button variant="decision" onClick={onAcceptAll}>
              Accept all
            </Button>
            <Button variant="decision" onClick={onRejectAll}>
              Reject all
            </Button>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Manage cookies
            </Button>
          </>
        }
      >
        <p>
          We use cookies to make this site work and to improve it. To find out more,{' '}
          <Link href="#policy">read our Cookie Policy.</Link>
        </p>
      </CookieBanner>
      <CookieModal
        open={open}
        onClose={() => setOpen(false)}
        title="Manage your cookies"
        actions={
          <Button
            variant="confirmation"
            onClick={() => {
              onSave?.(choices);
              setOpen(false);
            }}
          >
            Save preferences
          </Button>
        }
      >
        <RadioGroup
          name="site-improvement"
          legend="Site improvement cookies"
          options={yesNo}
          variant="horizontal"
          value={choices.siteImprovement}
          onChange={(value) => setChoices((current) => ({ ...current, siteImprovement: value }))}
        />
        <RadioGroup
          name="advertising"
          legend="Advertising cookies"
          options={yesNo}
          variant="horizontal"
          value={choices.advertising}
          onChange={(value) => setChoices((current) => ({ ...current, advertising: value }))}
        />
      </CookieModal>
    </>
  );
}

describe('CookieBanner', () => {
  it("is a region named 'Your cookie preferences' by its h2, holding its message and actions", () => {
    render(<CookieConsent />);
    const banner = screen.getByRole('region', { name: 'Your cookie preferences' });
    expect(within(banner).getByRole('heading', { level: 2, name: 'Your cookie preferences' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('We use cookies to make this site work');
    expect(within(banner).getByRole('link', { name: 'read our Cookie Policy.' })).toHaveAttribute('href', '#policy');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Manage cookies']);
  });

  it('takes another heading, which names the region', () => {
    render(
      <CookieBanner heading="Cookies on this site" inline actions={<Button>Accept all</Button>}>
        <p>We use cookies.</p>
      </CookieBanner>,
    );
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeInTheDocument();
    expect(screen.queryByText('Your cookie preferences')).not.toBeInTheDocument();
  });

  it("reports 'Accept all' and 'Reject all', by mouse and by keyboard", async () => {
    const user = userEvent.setup();
    const onAcceptAll = vi.fn();
    const onRejectAll = vi.fn();
    render(<CookieConsent onAcceptAll={onAcceptAll} onRejectAll={onRejectAll} />);

    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
    expect(onRejectAll).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Reject all' }).focus();
    await user.keyboard('{Enter}');
    expect(onRejectAll).toHaveBeenCalledTimes(1);
    expect(onAcceptAll).toHaveBeenCalledTimes(1);
  });

  it("opens 'Manage your cookies' from 'Manage cookies'; Save preferences reports the Yes/No choices", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<CookieConsent onSave={onSave} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage your cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    const siteImprovement = within(dialog).getByRole('group', { name: 'Site improvement cookies' });
    const advertising = within(dialog).getByRole('group', { name: 'Advertising cookies' });
    expect(within(siteImprovement).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(advertising).getByRole('radio', { name: 'No' })).toBeChecked();

    await user.click(within(siteImprovement).getByRole('radio', { name: 'Yes' }));
    expect(within(siteImprovement).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(advertising).getByRole('radio', { name: 'No' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(onSave).toHaveBeenCalledWith({ siteImprovement: 'yes', advertising: 'no' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
  });

  it('closes the dialog on Escape without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<CookieConsent onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus();
  });
});

describe('CookieModal', () => {
  it('closes from its × button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <CookieModal open onClose={onClose} title="Manage your cookies">
        <p>Essential cookies are always on.</p>
      </CookieModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when the visitor must choose, has no × button and ignores Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <CookieModal
        open
        dismissible={false}
        onClose={onClose}
        title="Your cookie preferences"
        actions={<Button>Accept all</Button>}
      >
        <p>Choose to continue.</p>
      </CookieModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your cookie preferences' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <CookieModal open={false} onClose={() => undefined} title="Manage your cookies">
        <p>Hidden</p>
      </CookieModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });
});
