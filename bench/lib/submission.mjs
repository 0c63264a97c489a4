// Builds `POST /api/quotation` bodies (packages/contracts/src/submission.ts) from a decoded form
// token. Each body differs (first name, email, visitor id) because the server answers an
// identical payload from its idempotency store, which would measure a lookup, not a decision.
import { tsImport } from 'tsx/esm/api';

// docs/product/contract.md#sandbox's ordinary applicant, the one copy in the contracts' fixtures (TypeScript, hence tsx).
const { ORDINARY_APPLICANT } = await tsImport('@quickcheck/contracts/fixtures', import.meta.url);

/** The address question's answers, filled in together when the walk reaches it. */
const ADDRESS_FIELDS = ['postcode', 'house-number', 'street-name', 'town-city', 'county'];
const ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ORDINARY_APPLICANT[field]]));

/** Same semantics as the contracts' `isConditionMet`: equals / in / lessThan. */
function isShown(condition, answers) {
  if (!condition) return true;
  const value = answers[condition.field] ?? '';
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return condition.in.includes(value);
  return value.trim() !== '' && Number(value) < condition.lessThan;
}

/** Names accept letters only, so the counter is spelled in letters: 0 → "a", 27 → "bb". */
function letters(counter) {
  let text = '';
  let rest = counter;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

/** Answers for every visible question of the token's definition, walked rather than hard-coded. */
export function answersFor(definition, counter, runId) {
  const given = {
    ...ORDINARY_APPLICANT,
    'first-name': `Ben${letters(counter)}`,
    'email-address': `bench.${runId}.${counter}@example.com`,
  };
  const answers = {};
  for (const stage of definition.stages) {
    for (const question of stage.questions) {
      if (!isShown(question.showWhen, { ...given, ...answers })) continue;
      if (question.id === 'address') Object.assign(answers, ADDRESS);
      else if (question.id in given) answers[question.id] = given[question.id];
    }
  }
  return answers;
}

export function buildSubmission({ token, payload }, counter, runId) {
  const context = payload.requestDetails.quotationContext;
  return {
    formResponse: token,
    response: answersFor(payload.definition, counter, runId),
    ...(payload.onlineEntryMethodCode ? { onlineEntryMethodCode: payload.onlineEntryMethodCode } : {}),
    ...(context.sParameter ? { sParameter: context.sParameter } : {}),
    marketingOptIn: 'false',
    requoteOptIn: 'false',
    cashAdvance: 'no',
    visitorId: `bench-${runId}-${counter}`,
    preTaxIncomeDuration: 'yearly',
    otherIncomeDuration: 'yearly',
    quotationContext: context,
  };
}

/** An endless, never-repeating supply of bodies over a token pool, shared by every connection. */
export function submissionSource(pool, runId = Date.now().toString(36)) {
  let counter = 0;
  return {
    next() {
      const body = buildSubmission(pool[counter % pool.length], counter, runId);
      counter += 1;
      return JSON.stringify(body);
    },
    get count() {
      return counter;
    },
  };
}
