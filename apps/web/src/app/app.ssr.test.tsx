// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadCookieConsent } from '../features/consent/lazy-cookie-consent.tsx';
import { formOfToken } from '../features/quotation-form/api/form-api.ts';
import { preloadStages } from '../features/quotation-form/quotation-form-page.tsx';
import { createSessionActivityStore } from '../common/session-activity/session-activity-store.ts';
import { brandLoader } from '../common/brand/brand-loader.ts';
import { formToken, pageConfig } from '../test/fixtures.ts';
import { testApiClient } from '../test/render-routes.tsx';
import { App, type AppProps } from './app.tsx';

/** The app at '/' drawn to a string, as the server entry draws it. */
function drawApp(props: Pick<AppProps, 'initialForm' | 'cookieBannerFirst'>): string {
  const config = pageConfig();
  return renderToString(
    <App
      config={config}
      api={testApiClient(config)}
      activity={createSessionActivityStore()}
      location={{ pathname: '/', search: '' }}
      userAgent=""
      {...props}
    />,
  );
}

describe('the app rendered on the server', () => {
  it('draws the hero and the first stage of a form the server has loaded', async () => {
    // A server render cannot wait for a lazy chunk: the staged form's code is loaded first.
    await preloadStages();
    const html = drawApp({ initialForm: await formOfToken(formToken()) });
    expect(html).toContain('Check if you&#x27;re eligible for a QuickCheck credit card');
    expect(html).toMatch(/<h2[^>]*>About you<\/h2>/);
    expect(html).toMatch(/<label[^>]*>First name/);
    expect(html).toMatch(/<label[^>]*>Last name/);
    expect(html).toMatch(/<input[^>]*name="email-address"/);
  });

  it("draws 'Skip to content' first, then a first visit's cookie banner, and none for a visitor who has chosen", async () => {
    // The banner's code and the brand's words (its policy link) are loaded first, as on the server.
    await Promise.all([preloadStages(), preloadCookieConsent(), brandLoader.load('quickcheck')]);
    const draw = (cookieBannerFirst: boolean) => drawApp({ cookieBannerFirst });
    const firstVisit = draw(true);
    // Issue 34: the first Tab reaches the skip link, even while the banner shows.
    expect(firstVisit).toMatch(
      /^<a [^>]*href="#main-content"[^>]*>Skip to content<\/a><!--\$--><div><section[^>]*><div[^>]*><h2[^>]*>Your cookie preferences<\/h2>/,
    );
    for (const name of ['Accept all', 'Reject all', 'Manage cookies']) {
      expect(firstVisit).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
    }
    expect(firstVisit).toContain('href="https://www.quickcheck.example/cookies"');
    expect(draw(false)).not.toContain('Your cookie preferences');
  });
});
