import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar } from '../test/cookie-jar.ts';
import { formToken, pageConfig } from '../test/fixtures.ts';

const config = pageConfig();

/**
 * The app's modules as a fresh page has them: nothing loaded yet. The server's copy has everything
 * its render needs loaded first (as entry-server.tsx does); the browser's is another copy, whose lazy
 * chunks (brand, stages, banner) arrive while hydration has already started.
 */
async function freshModules() {
  vi.resetModules();
  const [{ App }, consent, stages, form, brand, api, activity] = await Promise.all([
    import('./app.tsx'),
    import('../features/consent/lazy-cookie-consent.tsx'),
    import('../features/quotation-form/quotation-form-page.tsx'),
    import('../features/quotation-form/api/form-api.ts'),
    import('../common/brand/brand-loader.ts'),
    import('../test/render-routes.tsx'),
    import('../common/session-activity/session-activity-store.ts'),
  ]);
  const app = async (hydrating: boolean) => (
    <App
      config={config}
      api={api.testApiClient(config)}
      activity={activity.createSessionActivityStore()}
      userAgent=""
      hydrating={hydrating}
      cookieBannerFirst
      initialForm={await form.formOfToken(formToken())}
      {...(hydrating ? {} : { location: { pathname: '/', search: '' } })}
    />
  );
  const preload = () =>
    Promise.all([consent.preloadCookieConsent(), stages.preloadStages(), brand.brandLoader.load('quickcheck')]);
  return { app, preload };
}

// Hydration goes on as chunks arrive, on React's own schedule, as in a page: not inside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | undefined;
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  for (const name of Object.keys(cookieJar())) document.cookie = `${name}=; Path=/; Max-Age=0`;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  root?.unmount();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.replaceChildren();
});

describe("a first visit's page hydrated in the browser", () => {
  it("keeps the server's banner (no mismatch, no redraw) and its buttons work once its code is here", async () => {
    const server = await freshModules();
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(await server.app(false));
    document.body.append(container);
    const drawn = container.querySelector('section p');
    expect(drawn).toHaveTextContent(/^We use cookies/);

    const browser = await freshModules();
    const errors: unknown[] = [];
    const page = await browser.app(true);
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    const live = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
    const accept = () =>
      within(screen.getByRole('region', { name: 'Your cookie preferences' })).getByRole('button', {
        name: 'Accept all',
      });
    await waitFor(() => expect(live(accept())).toBe(true), { timeout: 10_000 });
    expect(container.querySelector('section p')).toBe(drawn);
    expect(errors).toEqual([]);

    await userEvent.setup().click(accept());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your cookie preferences' })).toBeNull());
    expect(cookieJar().cmapi_cookie_privacy).toBe('permit 1,2,3');
  });
});
