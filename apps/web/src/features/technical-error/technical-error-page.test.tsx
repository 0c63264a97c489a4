import { loadBrandModule } from '@quickcheck/brands';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_TEXT } from '@quickcheck/contracts';
import { pageConfig, result } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { TechnicalErrorPage } from './technical-error-page.tsx';
import { TECHNICAL_ERROR_TEXT } from './technical-error-text.ts';

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

  it('after a failed check, goes back to the form with its answers (edit mode), keeping the journey', async () => {
    const failed = result({ reason: 'ERROR', explanation: { reference: 'QC-7K4M-92XD', searchRecorded: 'soft' } });
    renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }], {
      outcome: { brand: 'quickcheck', consumerName: 'QCHK', result: failed, journey: { s: 'campaign-7' } },
    });
    const link = await screen.findByRole('link', { name: TECHNICAL_ERROR_TEXT.tryAgain });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/');
    expect(href.searchParams.get('quotation')).toBe(failed.quotationId);
    expect(href.searchParams.get('s')).toBe('campaign-7');
  });

  it('after open banking failed, gives the check’s reference, the credit-file sentence and the way back', async () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <TechnicalErrorPage
            failedCheck={{ quotationId: '3f1c2a9e-4b7d-4c1e-9a2b-7d6e5f4a3b2c', reference: 'QC-7K4M-92XD' }}
          />
        ),
      },
    ]);
    expect(await screen.findByTestId('decision-reference')).toHaveTextContent('QC-7K4M-92XD');
    expect(screen.getByText(TECHNICAL_ERROR_TEXT.openBankingCreditFile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TECHNICAL_ERROR_TEXT.tryAgain })).toHaveAttribute(
      'href',
      '/?quotation=3f1c2a9e-4b7d-4c1e-9a2b-7d6e5f4a3b2c',
    );
  });

  it('without a check (a kill-switched brand) shows no reference', async () => {
    renderRoutes([{ path: '/', element: <TechnicalErrorPage /> }]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('decision-reference')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TECHNICAL_ERROR_TEXT.tryAgain })).not.toBeInTheDocument();
  });
});
