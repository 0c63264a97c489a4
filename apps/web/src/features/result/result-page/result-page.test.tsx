import { CHECKING_DETAILS_MESSAGE } from '../../../common/ui/spinner/spinner.tsx';
import { HOME_SHOPPING_PRODUCT_ID } from '@quickcheck/brands';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveTo } from '../../../common/navigation/leave-site.ts';
import { result } from '../../../test/fixtures.ts';
import { loadBrandContent } from '../brand-content/use-brand-content.ts';
import { renderResult } from './render-result.test-utils.tsx';

vi.mock('../../../common/navigation/leave-site.ts', () => ({ leaveTo: vi.fn() }));

describe('the result page', () => {
  // The first dynamic import of a brand chunk is slow under the test transform: load it once up front.
  beforeAll(async () => {
    await loadBrandContent('quickcheck');
  });
  afterEach(() => vi.mocked(leaveTo).mockClear());

  it('plays back the details on an information mismatch, with the date in slashes', async () => {
    renderResult({ result: result({ reason: 'INFORMATION_MISMATCH' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("We couldn't confirm your details");
    expect(screen.getByText('Date of birth').nextElementSibling).toHaveTextContent('10/12/1985');
    expect(screen.getByText('Employment status').nextElementSibling).toHaveTextContent('Employed full time');
    expect(screen.getByText('Address').nextElementSibling).toHaveTextContent('12 High Street');
    expect(screen.getByText('Postcode').nextElementSibling).toHaveTextContent('SW1A 1AA');
    const change = screen.getByRole('link', { name: 'Change your details' });
    expect(new URL(change.getAttribute('href') ?? '', 'http://x').searchParams.get('quotation')).toBe('q-123');
  });

  it('greets the visitor by name on a score decline, with the requote subtitle when opted in', async () => {
    renderResult({ result: result({ requoteOptIn: 'true' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry Ada, we couldn't give you a card this time",
    );
    expect(screen.getByText(/We'll let you know if you become eligible/)).toBeInTheDocument();
  });

  it('leaves out the requote subtitle when the visitor did not opt in', async () => {
    renderResult({ result: result({ requoteOptIn: 'false' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/We'll let you know if you become eligible/)).not.toBeInTheDocument();
  });

  it('tells an earlier applicant they have already applied, with contact and homepage links', async () => {
    renderResult({ result: result({ reason: 'ALREADY_APPLIED_DECLINE' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Sorry Ada, you've already applied");
    expect(screen.getByRole('link', { name: /Contact us/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to our homepage' })).toHaveAttribute(
      'href',
      'https://www.quickcheck.example/',
    );
  });

  it('sends the visitor back to the form with their query when there is no result', async () => {
    renderResult(undefined);
    expect(await screen.findByRole('heading', { name: 'Form /?s=TRACK123' })).toBeInTheDocument();
  });

  it('keeps the spinner and leaves for the agreement on a match', async () => {
    renderResult(
      {
        brand: 'very',
        result: result({
          reason: 'MATCH_AND_OFFER',
          ccsCode: HOME_SHOPPING_PRODUCT_ID,
          agreementUrl: 'http://localhost:3000/agreement?token=t1',
        }),
      },
      '/result?s=TRACK123&channel=web',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(CHECKING_DETAILS_MESSAGE);
    const url = new URL(vi.mocked(leaveTo).mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/agreement');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 't1',
      p: HOME_SHOPPING_PRODUCT_ID,
      s: 'TRACK123',
      channel: 'web',
    });
  });

  it('goes to the open-banking landing, with the journey codes, when the decline comes with an open-banking URL', async () => {
    renderResult({ result: result({ openBankingUrl: 'http://localhost:3000/ob-landing?quotation=q-123' }) });
    expect(
      await screen.findByRole('heading', { name: 'Landing /ob-landing?quotation=q-123&s=TRACK123' }),
    ).toBeInTheDocument();
  });

  it('shows the technical error for an ERROR or unknown reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderResult({ result: result({ reason: 'ERROR' }) });
    expect(await screen.findByRole('heading', { name: 'Technical error' })).toBeInTheDocument();
  });

  it('warns when the result has no first name or requote opt-in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = result();
    renderResult({ result: { ...base, requoteOptIn: undefined, userData: { ...base.userData, firstName: '' } } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry, we couldn't give you a card this time",
    );
    expect(warn).toHaveBeenCalledWith('Quotation result has no firstName');
    expect(warn).toHaveBeenCalledWith('Quotation result has no requoteOptIn');
  });
});
