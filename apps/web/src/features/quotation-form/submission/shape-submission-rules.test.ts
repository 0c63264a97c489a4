import fc from 'fast-check';
import { submissionPayloadSchema } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { formPayload } from '../../../test/fixtures.ts';
import { COMPLETE_ANSWERS } from '../testing/answers.ts';
import { shapeSubmission, type SubmissionInput } from './shape-submission.ts';

const answers = COMPLETE_ANSWERS;

function shape(overrides: Partial<SubmissionInput> = {}) {
  return shapeSubmission({
    token: 'signed.form.token',
    payload: formPayload(),
    answers,
    brand: 'quickcheck',
    query: {},
    visitorId: 'visitor-1',
    ...overrides,
  });
}

describe('shapeSubmission, more of spec §5', () => {
  it('forces both permissions to false for a partner-aggregator edit', () => {
    const payload = shape({ payload: formPayload({ consumerName: 'CTM' }), query: { quotation: 'q-1' } });
    expect(payload.response['marketing-permission']).toBe('false');
    expect(payload.response['future-soft-search-permission']).toBe('false');
  });

  it('merges the experiment data into the quote', () => {
    const experiment = {
      tntId: 't-1',
      activityId: 'a-1',
      activityName: 'Hero',
      experienceId: 'e-1',
      experienceName: 'B',
    };
    expect(shape({ experiment })).toMatchObject(experiment);
    expect(submissionPayloadSchema.safeParse(shape({ experiment })).success).toBe(true);
  });

  it('keeps every spec §5 adjustment for any occupation, cash advance and durations', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('Y', 'N', '', 'yes', 'x'),
        fc.constantFrom('monthly', 'weekly', 'yearly'),
        (occupation, cash, duration) => {
          const given = { ...answers, occupation, 'cash-advance': cash, preTaxIncomeDuration: duration };
          const payload = shape({ answers: given });
          expect(payload.response.occupation ?? '').not.toContain('&');
          expect(payload.response).not.toHaveProperty('preTaxIncomeDuration');
          expect(payload.preTaxIncomeDuration).toBe('yearly');
          expect(payload.cashAdvance).toBe(cash === 'Y' ? 'yes' : cash === 'N' ? 'no' : undefined);
        },
      ),
    );
  });
});
