import { AGGREGATOR_STANDARD, submissionPayloadSchema, type Answers } from '@quickcheck/contracts';
import { VALID_STAGE_ANSWERS } from '@quickcheck/contracts/fixtures';
import { HOME_SHOPPING_PRODUCT_ID, PRODUCT_REFERENCE } from '@quickcheck/brands';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formPayload } from '../../../test/fixtures.ts';
import { shapeSubmission, type SubmissionInput } from './shape-submission.ts';

// The shared valid answers, with the values docs/product/validation.md adjusts: an ampersand, a cash advance, both permissions.
const answers: Answers = {
  ...VALID_STAGE_ANSWERS,
  occupation: 'Research & development',
  'cash-advance': 'Y',
  'marketing-permission': 'true',
  'future-soft-search-permission': 'true',
};

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

describe('shapeSubmission', () => {
  it('sends only the answers of visible questions', () => {
    const { response } = shape({
      answers: { ...answers, 'employment-status': 'RETIRED', 'previous-postcode': 'AB1 2CD', stray: 'x' },
    });
    expect(response).not.toHaveProperty('occupation');
    expect(response).not.toHaveProperty('previous-postcode');
    expect(response).not.toHaveProperty('stray');
    expect(response['first-name']).toBe(VALID_STAGE_ANSWERS['first-name']);
  });

  it('keeps the permission answers and mirrors them as opt-ins for core brands', () => {
    const payload = shape();
    expect(payload.response['marketing-permission']).toBe('true');
    expect(payload.marketingOptIn).toBe('true');
    expect(payload.requoteOptIn).toBe('true');
    const unticked = shape({ answers: { ...answers, 'marketing-permission': 'false' } });
    expect(unticked.marketingOptIn).toBe('false');
  });

  it('sends unticked permission boxes as false', () => {
    const { 'marketing-permission': _m, 'future-soft-search-permission': _f, ...rest } = answers;
    const payload = shape({ answers: rest });
    expect(payload.response['marketing-permission']).toBe('false');
    expect(payload.requoteOptIn).toBe('false');
  });

  it('forces both permissions to false for product-specific brands and comparison sites', () => {
    for (const overrides of [{ brand: 'ocean' as const }, { payload: formPayload({ consumerName: 'MSM' }) }]) {
      const payload = shape(overrides);
      expect(payload.response['marketing-permission']).toBe('false');
      expect(payload.response['future-soft-search-permission']).toBe('false');
      expect(payload.marketingOptIn).toBe('false');
      expect(payload.requoteOptIn).toBe('false');
    }
  });

  it('removes income durations from the answers and always sends yearly', () => {
    const payload = shape({ answers: { ...answers, preTaxIncomeDuration: 'monthly', otherIncomeDuration: 'weekly' } });
    expect(payload.response).not.toHaveProperty('preTaxIncomeDuration');
    expect(payload.response).not.toHaveProperty('otherIncomeDuration');
    expect(payload.preTaxIncomeDuration).toBe('yearly');
    expect(payload.otherIncomeDuration).toBe('yearly');
  });

  it("replaces '&' with 'and' in the occupation", () => {
    expect(shape().response.occupation).toBe('Research and development');
  });

  it("defaults the other household income amount to '0' for qco definitions", () => {
    const { response } = shape();
    expect(response['income-03:other-household-income:other-household-income-amount']).toBe('0');
    const withAmount = shape({
      answers: {
        ...answers,
        'income-03:other-household-income:other-household-income': 'yes',
        'income-03:other-household-income:other-household-income-amount': '12000',
      },
    });
    expect(withAmount.response['income-03:other-household-income:other-household-income-amount']).toBe('12000');
  });

  it("defaults other household income to '0' for other definitions", () => {
    const { 'income-03:other-household-income:other-household-income': _omit, ...rest } = answers;
    const { response } = shape({ payload: formPayload({ definition: AGGREGATOR_STANDARD }), answers: rest });
    expect(response['income-03:other-household-income:other-household-income']).toBe('0');
    expect(response).not.toHaveProperty('income-03:other-household-income:other-household-income-amount');
  });

  it('maps the cash advance answer Y/N to yes/no, anything else to unanswered', () => {
    expect(shape().cashAdvance).toBe('yes');
    expect(shape({ answers: { ...answers, 'cash-advance': 'N' } }).cashAdvance).toBe('no');
    expect(shape({ answers: { ...answers, 'cash-advance': 'maybe' } })).not.toHaveProperty('cashAdvance');
  });

  it('takes the product id from the query, defaulting to the shared code for home-shopping brands', () => {
    expect(shape({ query: { productId: 'CCS12' } }).productId).toBe('CCS12');
    expect(shape({ brand: 'very' }).productId).toBe(HOME_SHOPPING_PRODUCT_ID);
    // docs/product/constants.md: every other submission carries the ten-digit product reference.
    expect(shape().productId).toBe(PRODUCT_REFERENCE);
    expect(PRODUCT_REFERENCE).toMatch(/^\d{10}$/);
  });

  it("carries the token, the token's sParameter, entry method, visitor id and quotation context", () => {
    const signed = formPayload({
      requestDetails: {
        quotationContext: { ...formPayload().requestDetails.quotationContext, sParameter: 'TRACK123VN1' },
      },
    });
    // The body's sParameter (docs/product/data.md) echoes the signed token's, never a second reading of the address.
    const payload = shape({ payload: signed, query: { s: 'OTHER' } });
    expect(payload.formResponse).toBe('signed.form.token');
    expect(payload.sParameter).toBe('TRACK123VN1');
    expect(shape({ query: { s: 'OTHER' } })).not.toHaveProperty('sParameter');
    expect(payload.onlineEntryMethodCode).toBe('OEM1');
    expect(payload.visitorId).toBe('visitor-1');
    expect(payload.quotationContext).toEqual(signed.requestDetails.quotationContext);
  });

  it('produces a payload the server schema accepts', () => {
    expect(submissionPayloadSchema.safeParse(shape({ query: { s: 'S1', productId: 'P1' } })).success).toBe(true);
  });
});

describe('shapeSubmission, more of docs/product/validation.md', () => {
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

  it('keeps every docs/product/validation.md adjustment for any occupation, cash advance and durations', () => {
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
