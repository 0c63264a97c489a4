import { DEFAULT_TECHNICAL_ERROR } from '@quickcheck/contracts';
import { loadBrandModule } from '@quickcheck/brands';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../common/api/api-client.ts';
import { formToken, pageConfig } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { createSessionActivityStore } from '../common/session-activity/session-activity-store.ts';
import { App } from './app.tsx';

const ocean = await loadBrandModule('ocean');

/** Awaited: the form page suspends on the form call, and React retries only after an awaited act(). */
async function renderApp(path = '/', config = pageConfig()) {
  window.history.replaceState(null, '', path);
  const api = createApiClient({ baseUrl: config.orchestration.baseUrl, paths: config.orchestration.paths });
  await act(async () => {
    render(<App config={config} api={api} activity={createSessionActivityStore()} userAgent={navigator.userAgent} />);
  });
}

describe('the app', () => {
  it('wraps every page in the common layout with a skip link and landmarks', async () => {
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderApp();
    await screen.findByRole('heading', { name: 'About you' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    // The logo arrives in the brand's own lazy chunk.
    expect(await within(screen.getByRole('banner')).findByRole('img', { name: 'QuickCheck logo' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the technical error page on every route for a brand on the kill-switch list', async () => {
    const api = mockApi({});
    const config = pageConfig({ brand: 'ocean', technicalErrorBrands: ['ocean'] });
    await renderApp('/result', config);
    expect(await screen.findByRole('heading', { name: DEFAULT_TECHNICAL_ERROR.heading })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_TECHNICAL_ERROR.body)).toBeInTheDocument();
    // The brand's own site: '/' would only show this page again.
    const homepage = screen.getByRole('link', { name: 'Go to our homepage' });
    await waitFor(() => expect(homepage).toHaveAttribute('href', ocean.content.homepageUrl));
    expect(api.callsTo('GET', '/api/form')).toHaveLength(0);
  });

  it('shows the technical error page and reports it when the form cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({ 'GET /api/form': () => new Response('{}', { status: 500 }) });
    await renderApp();
    expect(await screen.findByRole('heading', { name: DEFAULT_TECHNICAL_ERROR.heading })).toBeInTheDocument();
    const [report] = api.callsTo('POST', '/api/client-errors');
    expect(report?.body).toMatchObject({ message: 'HTTP 500', url: '/', attributes: { sawError: true } });
    expect(Object.keys(report?.body as object).sort()).toEqual(['at', 'attributes', 'message', 'name', 'url']);
  });

  it('replaces the page with the session-expired screen once the session has expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    document.title = 'QuickCheck | Check your eligibility';
    await renderApp('/', pageConfig({ sessionExpiryMinutes: 20 }));
    await screen.findByRole('heading', { name: 'About you' });
    // The screen's lazy module, compiled now: on a loaded machine its first compile alone can outlast the wait below.
    await import('../features/session/session-expired-screen.tsx');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(19 * 60_000);
    });
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    // The screen's code is lazy: it arrives once the session has expired.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your session has expired' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About you' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new check' })).toBeInTheDocument();
    expect(document.title).toBe('Session expired - QuickCheck | Check your eligibility');
  });
});
