import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../common/analytics/analytics.ts';
import { result } from '../../../test/fixtures.ts';
import { loadBrandContent } from '../brand-content/use-brand-content.ts';
import { renderResult } from './render-result.test-utils.tsx';

vi.mock('../../../common/analytics/analytics.ts', () => ({ track: vi.fn() }));
vi.mock('../../../common/navigation/leave-site.ts', () => ({ leaveTo: vi.fn() }));

/** docs/product/journey.md: every result is tracked once as 'submissionResult' with its outcome. */
describe('result tracking', () => {
  beforeAll(async () => {
    await loadBrandContent('quickcheck');
  });
  beforeEach(() => vi.mocked(track).mockClear());

  it.each([
    ['MATCH_AND_OFFER', 'approved', 'status'],
    ['SCORE_DECLINE', 'declined', 'heading'],
    ['INFORMATION_MISMATCH', 'declined', 'heading'],
    ['ALREADY_APPLIED_DECLINE', 'declined', 'heading'],
    ['ERROR', 'error', 'heading'],
    ['SOMETHING_NEW', 'error', 'heading'],
  ] as const)('tracks %s as %s', async (reason, outcome, role) => {
    const level = role === 'heading' ? { level: 1 } : {};
    if (outcome === 'error') vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quotationId = `q-${reason}`;
    renderResult({ result: result({ reason, quotationId, agreementUrl: 'http://localhost:3000/agreement?token=t' }) });
    await screen.findByRole(role, level);
    if (outcome === 'error') expect(screen.getByRole('heading', { name: 'Technical error' })).toBeInTheDocument();
    const known = reason === 'SOMETHING_NEW' ? 'UNKNOWN' : reason;
    expect(vi.mocked(track).mock.calls).toEqual([['submissionResult', { outcome, reason: known }]]);
  });
});
