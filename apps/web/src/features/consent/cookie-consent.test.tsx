import { loadBrandModule } from '@quickcheck/brands';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandLoader } from '../../common/brand/brand-loader.ts';
import { PageConfigProvider } from '../../common/page-config/page-config-context.tsx';
import { pageConfig } from '../../test/fixtures.ts';
import type { ConsentEvent } from './consent-events.ts';
import type { ConsentSettings } from './consent-settings.ts';
import { CookieConsent } from './cookie-consent.tsx';
import { cookieJar } from '../../test/cookie-jar.ts';

const veryBrand = await loadBrandModule('very');

const MAIN = 'main-under-test';

function clearCookies(): void {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function renderConsent(
  settings: Partial<ConsentSettings> = {},
  dismissAction?: () => Promise<unknown>,
  shownAtFirst = false,
) {
  const events: ConsentEvent[] = [];
  render(
    <PageConfigProvider config={pageConfig({ brand: 'very' })}>
      <CookieConsent
        shownAtFirst={shownAtFirst}
        returnFocusTo={MAIN}
        onConsentEvent={(event) => events.push(event)}
        dismissAction={dismissAction ?? (() => Promise.resolve())}
        settings={{ latestPolicyVersion: Promise.resolve(2), popTime: 1679994000000, fullPage: false, ...settings }}
      />
      <main id={MAIN} tabIndex={-1}>
        <h1>Page</h1>
      </main>
    </PageConfigProvider>,
  );
  return { events, types: () => events.map((event) => event.type) };
}

beforeEach(clearCookies);

describe('the cookie banner', () => {
  it("asks on a first visit with Accept all, Reject all, Manage cookies and the brand's Cookie Policy", async () => {
    const { types } = renderConsent();
    const banner = await screen.findByRole('region', { name: 'Your cookie preferences' });
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Manage cookies']);
    expect(within(banner).getByRole('link', { name: /^read our Cookie Policy\./ })).toHaveAttribute(
      'href',
      veryBrand.content.cookiePolicyUrl,
    );
    await waitFor(() => expect(types()).toEqual(['bannerInit', 'firstRender']));
  });

  it('Accept all writes every level, closes the banner and returns focus to the main content', async () => {
    const user = userEvent.setup();
    const { events } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your cookie preferences' })).not.toBeInTheDocument(),
    );
    expect(cookieJar()).toMatchObject({
      cmapi_cookie_privacy: 'permit 1,2,3',
      consented_policy_version: '2',
      notice_preferences: '2:',
      notice_poptime: '1679994000000',
    });
    expect(document.getElementById(MAIN)).toHaveFocus();
    expect(events.slice(2)).toEqual([
      { type: 'acceptAll' },
      { type: 'setPermissions', levels: { siteImprovement: true, advertising: true } },
    ]);
  });

  it('Reject all writes nothing optional', async () => {
    const user = userEvent.setup();
    const { events } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(cookieJar().cmapi_cookie_privacy).toBe('permit 1 required'));
    expect(cookieJar().notice_preferences).toBe('0:');
    expect(events.at(-2)).toEqual({ type: 'rejectAll' });
  });

  it("Manage cookies opens 'Manage your cookies'; saving site improvement only writes 'permit 1,2 functional'", async () => {
    const user = userEvent.setup();
    const { types } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Manage cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage your cookies' });
    expect(within(dialog).getByRole('heading', { name: 'Essential cookies' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^see our Cookie Policy/ })).toBeInTheDocument();
    const siteImprovement = within(dialog).getByRole('group', { name: /Site improvement cookies/ });
    const advertising = within(dialog).getByRole('group', { name: /Advertising cookies/ });
    expect(within(advertising).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(siteImprovement).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your cookie preferences' })).not.toBeInTheDocument();
    expect(cookieJar()).toMatchObject({ cmapi_cookie_privacy: 'permit 1,2 functional', notice_preferences: '1:' });
    expect(types()).toContain('openModal');
  });

  it("stays away while the saved choice is current, telling the callback 'not displayed' with the saved levels", async () => {
    document.cookie = 'cmapi_cookie_privacy=permit 1,2 functional; Path=/';
    document.cookie = 'consented_policy_version=2; Path=/';
    const { events } = renderConsent();
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'bannerInit' },
        { type: 'notDisplayed', levels: { siteImprovement: true, advertising: false } },
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Your cookie preferences' })).not.toBeInTheDocument();
  });

  it('comes back when the policy version went up, expiring the old choice', async () => {
    document.cookie = 'cmapi_cookie_privacy=permit 1,2,3; Path=/';
    document.cookie = 'consented_policy_version=1; Path=/';
    renderConsent();
    expect(await screen.findByRole('region', { name: 'Your cookie preferences' })).toBeInTheDocument();
    expect(cookieJar().cmapi_cookie_privacy).toBeUndefined();
    expect(cookieJar().consented_policy_version).toBe('2');
  });

  it('drawn at first (by the server) it does not wait for the policy version, and tells the same events', async () => {
    const pending = new Promise<unknown>(() => undefined);
    const { types } = renderConsent({ latestPolicyVersion: pending }, undefined, true);
    expect(await screen.findByRole('region', { name: 'Your cookie preferences' })).toBeInTheDocument();
    await waitFor(() => expect(types()).toEqual(['bannerInit', 'firstRender']));
  });

  it('not drawn at first, it waits for the policy version before asking', async () => {
    // The brand's words are here at once: only the pending version keeps the banner away.
    await brandLoader.load('very');
    const { types } = renderConsent({ latestPolicyVersion: new Promise<unknown>(() => undefined) });
    await waitFor(() => expect(types()).toEqual(['bannerInit']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your cookie preferences' })).not.toBeInTheDocument();
  });

  it("reports 'latestPolicyVersion is invalid' through the callback and renders nothing", async () => {
    const { events } = renderConsent({ latestPolicyVersion: Promise.resolve('2') });
    await waitFor(() => expect(events.at(-1)).toMatchObject({ type: 'error' }));
    const last = events.at(-1);
    expect(last?.type === 'error' && last.error.message).toBe('latestPolicyVersion is invalid');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('the full-page variant', () => {
  it('cannot be dismissed, reads Loading... while the dismiss action runs, and closes after at most 4000 ms', async () => {
    renderConsent({ fullPage: true }, () => new Promise(() => undefined));
    const dialog = await screen.findByRole('dialog', { name: 'Manage your cookies' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Save preferences']);

    vi.useFakeTimers();
    act(() => within(dialog).getByRole('button', { name: 'Reject all' }).click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Loading...', 'Loading...', 'Loading...']);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(cookieJar().cmapi_cookie_privacy).toBe('permit 1 required');

    await act(async () => vi.advanceTimersByTimeAsync(3999));
    expect(screen.getByRole('dialog', { name: 'Manage your cookies' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes as soon as the dismiss action settles', async () => {
    let finish: () => void = () => undefined;
    renderConsent({ fullPage: true }, () => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(screen.getByRole('dialog', { name: 'Manage your cookies' })).toBeInTheDocument();
    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
