import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieSettingsButton } from '../../common/consent/cookie-settings-button/cookie-settings-button.tsx';
import { onConsentChange, type ConsentLevels } from '../../common/consent/consent-levels.ts';
import { requestConsentSettings } from '../../common/consent/settings-request.ts';
import { PageConfigProvider } from '../../common/page-config/page-config-context.tsx';
import { pageConfig } from '../../test/fixtures.ts';
import type { ConsentEvent } from './consent-events.ts';
import { CookieConsent } from './cookie-consent.tsx';
import { cookieJar } from '../../test/cookie-jar.ts';

// A visitor who accepted everything under the current policy (version 2): no banner.
beforeEach(() => {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  document.cookie = 'cmapi_cookie_privacy=permit 1,2,3; Path=/';
  document.cookie = 'consented_policy_version=2; Path=/';
  document.cookie = 'notice_preferences=2:; Path=/';
  document.cookie = 'notice_poptime=1679994000000; Path=/';
});

function renderPage() {
  const events: ConsentEvent[] = [];
  render(
    <PageConfigProvider config={pageConfig({ brand: 'very' })}>
      <CookieConsent
        returnFocusTo="main"
        onConsentEvent={(event) => events.push(event)}
        dismissAction={() => Promise.resolve()}
        settings={{ latestPolicyVersion: Promise.resolve(2), popTime: 1679994000000, fullPage: false }}
      />
      <main id="main" tabIndex={-1}>
        <h1>Page</h1>
      </main>
      <footer>
        <CookieSettingsButton />
      </footer>
    </PageConfigProvider>,
  );
  return { events, types: () => events.map((event) => event.type) };
}

const group = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('group', { name });

describe('reopening cookie preferences from the footer', () => {
  it('opens the modal with the saved choice; saving rewrites the cookies and announces the new levels', async () => {
    const user = userEvent.setup();
    const announced: ConsentLevels[] = [];
    const stop = onConsentChange((levels) => announced.push(levels));
    const { events, types } = renderPage();
    await waitFor(() => expect(types()).toContain('notDisplayed'));
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Manage your cookies' });
    expect(within(group(dialog, /Site improvement cookies/)).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(group(dialog, /Advertising cookies/)).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(within(group(dialog, /Site improvement cookies/)).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cookieJar()).toMatchObject({
      cmapi_cookie_privacy: 'permit 1,3',
      consented_policy_version: '2',
      notice_preferences: '2:',
      notice_poptime: '1679994000000',
    });
    const withdrawn = { siteImprovement: false, advertising: true };
    expect(events.slice(-2)).toEqual([{ type: 'openModal' }, { type: 'setPermissions', levels: withdrawn }]);
    expect(announced).toEqual([withdrawn]);
    expect(button).toHaveFocus();
    stop();
  });

  it('Escape closes without any change and focus goes back to Cookie settings', async () => {
    const user = userEvent.setup();
    const { types } = renderPage();
    await waitFor(() => expect(types()).toContain('notDisplayed'));
    const before = document.cookie;
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Manage your cookies' });
    await user.click(within(group(dialog, /Advertising cookies/)).getByRole('radio', { name: 'No' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toBe(before);
    expect(types()).not.toContain('setPermissions');
    expect(button).toHaveFocus();
  });

  it('honours a request made before the consent code had loaded', async () => {
    requestConsentSettings();
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Manage your cookies' })).toBeInTheDocument();
  });
});
