import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPEN_BANKING_DONE_TEXT, QUOTE_EXPIRED, QUOTE_TEXT } from '@quickcheck/contracts';
import { AGREEMENT_OFFER_EXAMPLE } from '@quickcheck/contracts/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { AgreementPage, BALANCE_TRANSFER } from './agreement-page.tsx';

const offer = AGREEMENT_OFFER_EXAMPLE;

const expired = {
  error: QUOTE_TEXT.expiredTitle,
  code: QUOTE_EXPIRED,
  reference: offer.reference,
  validUntil: offer.validUntil,
  freshCheckUrl: 'http://localhost:3000/?partner=very',
};

function renderAgreement(path = '/agreement?token=t1') {
  return renderRoutes([{ path: '/agreement', element: <AgreementPage />, errorElement: <h1>Technical error</h1> }], {
    path,
  });
}

describe('the agreement page', () => {
  it('shows the offer and accepts it', async () => {
    const api = mockApi({ 'GET /api/agreement': offer, 'POST /api/agreement/accept': { accepted: true } });
    const user = userEvent.setup();
    renderAgreement();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Verily card offer');
    expect(screen.getByText('£1,200')).toBeInTheDocument();
    expect(screen.getByText('29.9%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByText("You've accepted your offer")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/agreement/accept')[0]?.body).toEqual({ token: 't1' });
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).not.toBeInTheDocument();
  });

  it('leaves the balance transfer out when the journey says it is not offered', async () => {
    mockApi({ 'GET /api/agreement': offer });
    const { unmount } = renderAgreement();
    expect(await screen.findByText(BALANCE_TRANSFER.offered)).toBeInTheDocument();
    unmount();
    renderAgreement('/agreement?token=t1&btNotOffered=true');
    expect(await screen.findByText(BALANCE_TRANSFER.notOffered)).toBeInTheDocument();
    expect(screen.queryByText(BALANCE_TRANSFER.offered)).not.toBeInTheDocument();
  });

  it('says the offer was already accepted when the page is opened again', async () => {
    const api = mockApi({ 'GET /api/agreement': { ...offer, accepted: true } });
    renderAgreement();
    expect(await screen.findByText("You've already accepted this offer")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this offer' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/agreement/accept')).toEqual([]);
  });

  it('says until when the offer holds, in UK form, and the reference to quote', async () => {
    mockApi({ 'GET /api/agreement': offer });
    renderAgreement();
    expect(await screen.findByTestId('quote-valid-until')).toHaveTextContent('25 December 2026');
    expect(screen.getByTestId('decision-reference')).toHaveTextContent(offer.reference);
  });

  it('says the quote has expired, with a fresh check on the brand’s form, when the server refuses to show it', async () => {
    mockApi({ 'GET /api/agreement': () => jsonResponse(expired, 410) });
    renderAgreement();
    const heading = await screen.findByRole('heading', { level: 1, name: QUOTE_TEXT.expiredTitle });
    // Focus moves in an effect after the heading is drawn: on a loaded machine, a tick later.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(QUOTE_TEXT.expired('25 December 2026'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: QUOTE_TEXT.freshCheck })).toHaveAttribute('href', expired.freshCheckUrl);
    expect(screen.getByTestId('decision-reference')).toHaveTextContent(offer.reference);
    expect(screen.queryByText('£1,200')).not.toBeInTheDocument();
  });

  it('says the quote has expired when the server refuses the acceptance', async () => {
    mockApi({ 'GET /api/agreement': offer, 'POST /api/agreement/accept': () => jsonResponse(expired, 410) });
    const user = userEvent.setup();
    renderAgreement();
    await user.click(await screen.findByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByRole('heading', { level: 1, name: QUOTE_TEXT.expiredTitle })).toBeInTheDocument();
    expect(screen.queryByText("You've accepted your offer")).not.toBeInTheDocument();
  });

  it('shows the technical error for a bad token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/agreement': () => jsonResponse({ error: 'Unauthorized' }, 401) });
    renderAgreement('/agreement?token=bad');
    expect(await screen.findByRole('heading', { name: 'Technical error' })).toBeInTheDocument();
  });
  it('says the bank link has done its job when open banking made the offer', async () => {
    mockApi({ 'GET /api/agreement': { ...offer, openBankingUsed: true } });
    const { unmount } = renderAgreement();
    expect(await screen.findByText(OPEN_BANKING_DONE_TEXT)).toBeInTheDocument();
    // Plain words (issue 34), not 'given the access back'.
    expect(screen.getByText(/we won't use it again and we've ended our access to your bank\.$/)).toBeVisible();
    unmount();
    mockApi({ 'GET /api/agreement': offer });
    renderAgreement();
    await screen.findByText('£1,200');
    expect(screen.queryByText(OPEN_BANKING_DONE_TEXT)).not.toBeInTheDocument();
  });
});
