import { API_BASE_URL, DEFAULT_TECHNICAL_ERROR } from '@quickcheck/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageConfigProvider } from '../../common/page-config/page-config-context.tsx';
import { pageConfig } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('render failed');
}

function reports(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/client-errors'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { at: string; attributes: unknown });
}

describe('monitoring of render errors (docs/product/calls-and-errors.md#errors)', () => {
  it('reports a render error a route caught with sawErrorPage and a time stamp', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: (error) => <RouteError error={error} /> }]);
    await waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    const [report] = reports(fetchMock);
    expect(report?.attributes).toEqual({ sawErrorPage: true });
    expect(Number.isNaN(Date.parse(report?.at ?? ''))).toBe(false);
  });

  it('shows the error page for an error nothing below caught, and reports it with sawError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <PageConfigProvider config={pageConfig()}>
        <AppErrorBoundary baseUrl={API_BASE_URL} clientErrorsPath="/client-errors">
          <Broken />
        </AppErrorBoundary>
      </PageConfigProvider>,
    );
    expect(await screen.findByRole('heading', { name: DEFAULT_TECHNICAL_ERROR.heading })).toBeInTheDocument();
    await waitFor(() => expect(reports(fetchMock)).toHaveLength(1));
    expect(reports(fetchMock)[0]?.attributes).toEqual({ sawError: true });
  });
});
