import { defaultProductId, permissionsWithheld, type BrandId } from '@quickcheck/brands';
import {
  FIELD,
  answerKeysOf,
  type Answers,
  type ExperimentData,
  type FormResponsePayload,
  type JourneyQuery,
  type SubmissionPayload,
} from '@quickcheck/contracts';

const INCOME_DURATION_KEYS = ['preTaxIncomeDuration', 'otherIncomeDuration'];

export interface SubmissionInput {
  token: string;
  payload: FormResponsePayload;
  answers: Answers;
  brand: BrandId;
  query: JourneyQuery;
  visitorId: string;
  /** docs/product/data.md: the experiment the visitor is in, merged into the quote. */
  experiment?: ExperimentData;
}

/** Only the answers of questions the visitor could see; unticked permission boxes are an explicit 'false'. */
function visibleAnswers({ definition }: FormResponsePayload, answers: Answers): Answers {
  const checkboxes = new Set(
    definition.stages.flatMap((stage) => stage.questions.filter((q) => q.type === 'checkbox').map((q) => q.id)),
  );
  const response: Answers = {};
  for (const key of answerKeysOf(definition, answers)) {
    const value = answers[key] ?? (checkboxes.has(key) ? 'false' : undefined);
    if (value !== undefined) response[key] = value;
  }
  return response;
}

const cashAdvanceOf = (value: string | undefined) => (value === 'Y' ? 'yes' : value === 'N' ? 'no' : undefined);
const trueFalse = (value: string | undefined) => (value === 'true' ? 'true' : 'false');

/** docs/product/validation.md "Before submission the client adjusts the answers", and the docs/product/data.md submission payload. */
export function shapeSubmission({
  token,
  payload,
  answers,
  brand,
  query,
  visitorId,
  experiment = {},
}: SubmissionInput): SubmissionPayload {
  const response = visibleAnswers(payload, answers);
  for (const key of INCOME_DURATION_KEYS) delete response[key];

  // docs/product/validation.md: the product-specific flag, and (separately stated) partner-aggregator edits.
  if (permissionsWithheld({ brand, consumerName: payload.consumerName, editing: query.quotation !== undefined })) {
    response[FIELD.marketingPermission] = 'false';
    response[FIELD.futureSoftSearchPermission] = 'false';
  }
  const occupation = response[FIELD.occupation];
  if (occupation !== undefined) response[FIELD.occupation] = occupation.replace(/\s*&\s*/g, ' and ').trim();

  const defaultKey = payload.definition.id.includes('qco')
    ? FIELD.otherHouseholdIncomeAmount
    : FIELD.otherHouseholdIncome;
  response[defaultKey] ??= '0';

  const productId = query.productId ?? defaultProductId(brand);
  const shaped: SubmissionPayload = {
    formResponse: token,
    response,
    onlineEntryMethodCode: payload.onlineEntryMethodCode,
    productId,
    // docs/product/data.md lists it in the payload: an echo of the signed token's, which is all the server reads (decision 033).
    sParameter: payload.requestDetails.quotationContext.sParameter,
    marketingOptIn: trueFalse(response[FIELD.marketingPermission]),
    requoteOptIn: trueFalse(response[FIELD.futureSoftSearchPermission]),
    cashAdvance: cashAdvanceOf(answers[FIELD.cashAdvance]),
    visitorId,
    preTaxIncomeDuration: 'yearly',
    otherIncomeDuration: 'yearly',
    quotationContext: payload.requestDetails.quotationContext,
    ...experiment,
  };
  // Absent optional values are left out rather than sent as undefined.
  return Object.fromEntries(Object.entries(shaped).filter(([, value]) => value !== undefined)) as SubmissionPayload;
}
