// Builds `POST /api/quotation` bodies (packages/contracts/src/submission.ts) from a decoded form
// token. Each body differs (first name, email, visitor id) because the server answers an
// identical payload from its idempotency store, which would measure a lookup, not a decision.

/** A plain applicant: anyone not named in CONTRACT §7 gets the real scorecard decision. */
const PERSONA = {
  title: 'Mr',
  'last-name': 'Benchmark',
  'date-of-birth': '15-06-1985',
  'mobile-number': '07700 900982',
  'employment-status': 'FULL_TIME',
  occupation: 'Engineer',
  'annual-income': '30000',
  'income-03:other-household-income:other-household-income': 'no',
  'cash-advance': 'N',
  // Five years, so the previous-address question stays hidden.
  'years-at-address': '5',
  'marketing-permission': 'false',
  'future-soft-search-permission': 'false',
};
const ADDRESS = {
  postcode: 'SW1A 2AA',
  'house-number': '10',
  'street-name': 'Downing Street',
  'town-city': 'London',
  county: 'Greater London',
};

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
    ...PERSONA,
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
