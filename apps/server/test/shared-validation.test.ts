import type { FieldError } from '@quickcheck/contracts';
import { SHARED_VALIDATION_CASES, VALID_STAGE_ANSWERS } from '@quickcheck/contracts/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './helpers/applicant.ts';
import { startTestApp, stubDb, type TestApp } from './helpers/test-app.ts';

const SESSION = { 'Session-Id': '2f1c7d2e-8d6a-4c5b-9b1e-6a7f0e3d4c21' };

/** The same table apps/web/src/features/quotation-form/shared-validation.test.tsx runs through the form. */
describe('POST /api/stage gives the shared validation messages', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(stubDb());
  });
  afterAll(async () => server?.close());

  it('accepts the valid answers of every stage', async () => {
    for (const stageId of ['about-you', 'your-address', 'your-finances']) {
      const response = await postJson(server.url, '/api/stage', { stageId, answers: VALID_STAGE_ANSWERS }, SESSION);
      expect(await response.json()).toEqual({ errors: [] });
    }
  });

  it.each(SHARED_VALIDATION_CASES)('$name', async ({ stageId, answers, field, message }) => {
    const body = { stageId, answers: { ...VALID_STAGE_ANSWERS, ...answers } };
    const response = await postJson(server.url, '/api/stage', body, SESSION);
    expect(response.status).toBe(200);
    const { errors } = (await response.json()) as { errors: FieldError[] };
    expect(errors).toContainEqual({ field, message });
  });
});
