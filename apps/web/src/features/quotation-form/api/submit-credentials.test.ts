import { describe, expect, it } from 'vitest';
import { testApiClient } from '../../../test/render-routes.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { submitQuotation } from './form-api.ts';
import type { SubmissionPayload } from '@quickcheck/contracts';

const payload = { formResponse: 'token' } as SubmissionPayload;

describe('the quotation call and the downstream-version setting (docs/product/calls-and-errors.md#calls call 3)', () => {
  it('sends the browser credentials when the setting is on', async () => {
    const { fetchMock } = mockApi({});
    await submitQuotation(testApiClient(), payload, { downstreamVersion: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it("leaves fetch's same-origin default when it is off", async () => {
    const { fetchMock } = mockApi({});
    await submitQuotation(testApiClient(), payload);
    expect(fetchMock.mock.calls[0]?.[1]).not.toHaveProperty('credentials');
  });
});
