import { CONSUMER_NAMES, DEFAULT_BRAND } from '@quickcheck/brands';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { OB_TEXT, PENDING_HEADING_SWITCH_MS } from '../open-banking-text.ts';
import { storeQuotation, storedQuotation } from '../stored-quotation.ts';
import { renderOpenBanking } from '../testing/render-open-banking.tsx';

vi.mock('../../../common/analytics/analytics.ts', () => ({ track: vi.fn() }));

const QUOTATION = '2b8f8d52-8c1c-4f0e-9d7a-0c7e3d9b1a11';
const PENDING = `/ob-pending?quotation=${QUOTATION}&sessionTerminationToken=t-1`;

/** The landing at this address, then the tab away at the provider, then its hand-back: a match. */
async function matchAfterTheProvider(landingPath: string) {
  mockApi({ 'POST /api/open-banking/complete': result({ reason: 'MATCH_AND_OFFER' }) });
  const landing = renderOpenBanking(landingPath);
  await screen.findByRole('heading', { level: 1 });
  landing.unmount();
  renderOpenBanking(PENDING);
  await screen.findByRole('heading', { name: 'Result MATCH_AND_OFFER' });
}

describe('the open-banking pending page', () => {
  beforeEach(() => storeQuotation(QUOTATION));
  afterEach(() => vi.useRealTimers());

  it('completes with the hand-back’s quotation and token, then hands the result on and forgets the id', async () => {
    const api = mockApi({ 'POST /api/open-banking/complete': result({ reason: 'MATCH_AND_OFFER' }) });
    renderOpenBanking(PENDING);
    expect(await screen.findByRole('heading', { name: 'Result MATCH_AND_OFFER' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/open-banking/complete').map((call) => call.body)).toEqual([
      { quotation: QUOTATION, sessionTerminationToken: 't-1' },
    ]);
    await vi.waitFor(() => expect(storedQuotation()).toBeUndefined());
  });

  it('hands the result on with the journey codes the landing kept, the hand-back being the provider’s address', async () => {
    // The landing was served with the journey's codes (its config's values), then the tab left for the provider.
    await matchAfterTheProvider(`/ob-landing?quotation=${QUOTATION}&s=TRACK123&v=VEN1&firstName=Ada&btNotOffered=1`);
    expect(
      screen.getByText('Address ?s=TRACK123&vendorCode=VEN1&btNotOffered=true; codes', { exact: false }),
    ).toHaveTextContent('{"s":"TRACK123","vendorCode":"VEN1","btNotOffered":true}');
  });

  it('hands the result on for the comparison site the visitor came from, so the agreement link keeps the product (docs/product/journey.md)', async () => {
    await matchAfterTheProvider(`/ob-landing?quotation=${QUOTATION}&consumerName=msm`);
    expect(screen.getByText(/^Consumer /)).toHaveTextContent('Consumer MSM');
  });

  it('names no comparison site the landing did not come from', async () => {
    await matchAfterTheProvider(`/ob-landing?quotation=${QUOTATION}&consumerName=NOTASITE`);
    expect(screen.getByText(/^Consumer /)).toHaveTextContent(`Consumer ${CONSUMER_NAMES[DEFAULT_BRAND]}`);
  });

  it('switches its heading after 10 seconds, not before', async () => {
    vi.useFakeTimers();
    mockApi({ 'POST /api/open-banking/complete': () => new Promise<Response>(() => undefined) });
    renderOpenBanking(PENDING);
    await act(async () => vi.advanceTimersByTimeAsync(PENDING_HEADING_SWITCH_MS - 1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(OB_TEXT.pendingTitle);
    expect(screen.getByText(OB_TEXT.pendingSubtitle)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(OB_TEXT.pendingFinalTitle);
  });

  it('shows the technical error when the provider fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/open-banking/complete': () => jsonResponse({ error: 'failed' }, 502) });
    renderOpenBanking(PENDING);
    expect(await screen.findByRole('heading', { name: 'Technical error: HTTP 502' })).toBeInTheDocument();
  });
});
