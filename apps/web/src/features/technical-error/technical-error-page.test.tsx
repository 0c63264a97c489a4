import { loadBrandModule } from '@quickcheck/brands';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_TEXT } from '@quickcheck/contracts';
import { pageConfig, result } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { TechnicalErrorPage } from './technical-error-page.tsx';

const luma = await loadBrandModule('luma');

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

  it.each(['none', 'soft'] as const)(
    'after a failed check, gives a reference to quote and says the search recorded was %s',
    async (searchRecorded) => {
      const failed = result({ reason: 'ERROR', explanation: { reference: 'QC-7K4M-92XD', searchRecorded } });
      renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }], {
        outcome: { brand: 'quickcheck', consumerName: 'QCHK', result: failed, journey: {} },
      });
      expect(await screen.findByTestId('decision-reference')).toHaveTextContent('QC-7K4M-92XD');
      expect(screen.getByText(EXPLANATION_TEXT.searchRecorded[searchRecorded])).toBeInTheDocument();
    },
  );

  it('without a check (a kill-switched brand) shows no reference', async () => {
    renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('decision-reference')).not.toBeInTheDocument();
  });
});
