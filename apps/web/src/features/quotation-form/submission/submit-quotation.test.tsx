import { CHECKING_DETAILS_MESSAGE } from '../../../common/ui/spinner/spinner.tsx';
import { QCO_STANDARD } from '@quickcheck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderForm, tokenWithStages } from '../testing/render-form.tsx';

const lastStageOnly = { formResponse: tokenWithStages([QCO_STANDARD.stages[3]!]) };

describe('submitting the quotation', () => {
  it('sends one quotation however fast the clicks, shows the spinner for at least 1.5 s, then the result', async () => {
    const api = mockApi({
      'GET /api/form': lastStageOnly,
      'POST /api/stage': { errors: [] },
      'POST /api/quotation': result(),
    });
    const user = userEvent.setup();
    await renderForm('/?s=TRACK123&partner=luma');
    await user.click(await screen.findByRole('checkbox', { name: /Tell me if I become eligible/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your answers' });
    const submit = screen.getByRole('button', { name: 'Check my eligibility' });
    const started = Date.now();
    await user.dblClick(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(CHECKING_DETAILS_MESSAGE);
    expect(await screen.findByRole('heading', { name: 'Result route' }, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);

    const quotations = api.callsTo('POST', '/api/quotation');
    expect(quotations).toHaveLength(1);
    expect(quotations[0]?.body).toMatchObject({
      requoteOptIn: 'true',
      marketingOptIn: 'false',
      preTaxIncomeDuration: 'yearly',
      response: { 'future-soft-search-permission': 'true', 'marketing-permission': 'false' },
    });
    // The form call asked with the address's `s`; the body's sParameter is the signed token's alone
    // (this stand-in token has none), never read from the address again.
    expect(quotations[0]?.body).not.toHaveProperty('sParameter');
    const [formCall] = api.fetchMock.mock.calls[0] as [string];
    expect(new URL(formCall, 'http://localhost').searchParams.get('s')).toBe('TRACK123');
  });

  it("asks for the outcome pages' code as the spinner starts, once however fast the clicks", async () => {
    mockApi({ 'GET /api/form': lastStageOnly, 'POST /api/quotation': result() });
    const prefetchOutcomePages = vi.fn();
    const user = userEvent.setup();
    await renderForm('/', { prefetchOutcomePages });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.dblClick(await screen.findByRole('button', { name: 'Check my eligibility' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CHECKING_DETAILS_MESSAGE);
    expect(prefetchOutcomePages).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { name: 'Result route' }, { timeout: 4000 });
    expect(prefetchOutcomePages).toHaveBeenCalledTimes(1);
  });

  it('keeps a visitor id in localStorage across submissions', async () => {
    const api = mockApi({ 'GET /api/form': lastStageOnly, 'POST /api/quotation': result() });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
    await screen.findByRole('heading', { name: 'Result route' }, { timeout: 4000 });
    const body = api.callsTo('POST', '/api/quotation')[0]?.body as { visitorId: string };
    expect(localStorage.getItem('qc-visitor-id')).toBe(body.visitorId);
  });

  it('shows the error page when the quotation call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/form': lastStageOnly, 'POST /api/quotation': () => jsonResponse({ error: 'bad' }, 500) });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Check my eligibility' }));
    expect(await screen.findByRole('heading', { name: 'Oops' }, { timeout: 4000 })).toBeInTheDocument();
  });
});
