import { MALFORMED_CONNECT_ERROR } from '@quickcheck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../common/analytics/analytics.ts';
import { leaveTo } from '../../../common/navigation/leave-site.ts';
import { result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { OB_TEXT } from '../open-banking-text.ts';
import { storedQuotation } from '../stored-quotation.ts';
import { renderOpenBanking } from '../testing/render-open-banking.tsx';

vi.mock('../../../common/analytics/analytics.ts', () => ({ track: vi.fn() }));
vi.mock('../../../common/navigation/leave-site.ts', () => ({ leaveTo: vi.fn() }));

const QUOTATION = '2b8f8d52-8c1c-4f0e-9d7a-0c7e3d9b1a11';
const LANDING = `/ob-landing?quotation=${QUOTATION}`;

describe('the open-banking landing', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
    vi.mocked(leaveTo).mockClear();
    localStorage.clear();
  });

  it('shows the spec’s words, keeps the quotation id locally and tracks the explainer', async () => {
    const user = userEvent.setup();
    renderOpenBanking(LANDING);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(OB_TEXT.landingTitle);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...OB_TEXT.bullets]);
    expect(storedQuotation()).toBe(QUOTATION);
    // Plain words for what happens to the access (issue 34): not 'give the access back'.
    expect(screen.getByText(/We read your data once for this check, then end our access at once\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: OB_TEXT.howItWorks }));
    expect(screen.getByText(OB_TEXT.howItWorksBody)).toBeVisible();
    expect(track).toHaveBeenCalledWith('accordionClick', { item: 'ob-how-it-works', open: true });
  });

  it('sends the visitor without a quotation to the start', async () => {
    renderOpenBanking('/ob-landing');
    expect(await screen.findByRole('heading', { name: 'The form' })).toBeInTheDocument();
  });

  it('leaves for the provider’s connection URL', async () => {
    const api = mockApi({ 'POST /api/open-banking/connect': { connectionUrl: 'https://provider.example/c?s=1' } });
    const user = userEvent.setup();
    renderOpenBanking(LANDING);
    await user.click(await screen.findByRole('button', { name: OB_TEXT.link }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://provider.example/c?s=1'));
    expect(api.callsTo('POST', '/api/open-banking/connect')[0]?.body).toEqual({ quotation: QUOTATION });
  });

  it('raises the docs/product/calls-and-errors.md#errors error when connect answers 200 without a URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/open-banking/connect': {} });
    const user = userEvent.setup();
    renderOpenBanking(LANDING);
    await user.click(await screen.findByRole('button', { name: OB_TEXT.link }));
    expect(
      await screen.findByRole('heading', { name: `Technical error: ${MALFORMED_CONNECT_ERROR}` }),
    ).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('submissionResult', expect.objectContaining({ reason: 'OPEN_BANKING_FAILED' }));
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('asks once more on No thanks, then shows the decline on I understand', async () => {
    const api = mockApi({ 'POST /api/open-banking/decline': result({ reason: 'SCORE_DECLINE' }) });
    const user = userEvent.setup();
    renderOpenBanking(LANDING);
    await user.click(await screen.findByRole('button', { name: OB_TEXT.noThanks }));
    const modal = screen.getByRole('dialog', { name: OB_TEXT.modalTitle });
    expect(modal).toHaveTextContent(OB_TEXT.modalBody);
    await user.click(within(modal).getByRole('button', { name: OB_TEXT.understand }));
    expect(await screen.findByRole('heading', { name: 'Result SCORE_DECLINE' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/open-banking/decline')[0]?.body).toEqual({ quotation: QUOTATION });
  });

  it('links the bank account from the modal too', async () => {
    mockApi({ 'POST /api/open-banking/connect': { connectionUrl: 'https://provider.example/c?s=2' } });
    const user = userEvent.setup();
    renderOpenBanking(LANDING);
    await user.click(await screen.findByRole('button', { name: OB_TEXT.noThanks }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: OB_TEXT.link }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://provider.example/c?s=2'));
  });
});
