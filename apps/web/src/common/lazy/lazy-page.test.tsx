import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes.tsx';
import { stubPageReload } from '../../test/stub-reload.ts';
import { lazyPage } from './lazy-import.ts';

const Page = () => <h1>The page</h1>;
const loading = () => <p>Loading</p>;
const staleChunk = new TypeError('Failed to fetch dynamically imported module: /assets/page.js');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('lazyPage.prefetch', () => {
  const reload = stubPageReload();

  it('lets the page render at once, without its fallback, from the one fetch', async () => {
    const load = vi.fn(async () => Page);
    const LazyPage = lazyPage(load, loading);
    LazyPage.prefetch();
    await act(async () => undefined);

    render(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a fetch still under way to the page that mounts meanwhile', async () => {
    const module = deferred<typeof Page>();
    const load = vi.fn(() => module.promise);
    const LazyPage = lazyPage(load, loading);
    LazyPage.prefetch();

    render(<LazyPage />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => module.resolve(Page));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a failed fetch without reloading; the page loads again for itself', async () => {
    const load = vi.fn().mockRejectedValueOnce(staleChunk).mockResolvedValue(Page);
    const LazyPage = lazyPage(load, loading);
    LazyPage.prefetch();
    await act(async () => undefined);
    expect(reload).not.toHaveBeenCalled();

    render(<LazyPage />);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports a failure to the page that was waiting on the fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = deferred<typeof Page>();
    const LazyPage = lazyPage(() => module.promise, loading);
    LazyPage.prefetch();
    renderRoutes([{ path: '*', element: <LazyPage />, errorElement: <h1>Oops</h1> }]);

    await act(async () => module.reject(new Error('boom')));
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeInTheDocument();
  });
});
