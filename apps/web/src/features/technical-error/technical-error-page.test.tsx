import { brandModule as luma } from '@quickcheck/brands/modules/luma-brand';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageConfig } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { TechnicalErrorPage } from './technical-error-page.tsx';

describe('the technical error page', () => {
  it('takes its heading and text from the page configuration', async () => {
    const config = pageConfig({
      technicalError: { heading: 'We are doing some maintenance', body: 'Please come back in an hour.' },
    });
    renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }], { config });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('We are doing some maintenance');
    expect(screen.getByText('Please come back in an hour.')).toBeInTheDocument();
  });

  it("links to the brand's own homepage, not to '/' (which shows a kill-switched brand this page again)", async () => {
    renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }], { config: pageConfig({ brand: 'luma' }) });
    const link = await screen.findByRole('link', { name: 'Go to our homepage' });
    await waitFor(() => expect(link).toHaveAttribute('href', luma.content.homepageUrl));
    expect(luma.content.homepageUrl).toMatch(/^https:\/\//);
  });
});
