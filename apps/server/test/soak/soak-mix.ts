import { BRAND_IDS, CONSUMER_NAMES, type BrandId } from '@quickcheck/brands';
import {
  SAVE_FOR_LATER_PATH,
  SESSION_ID_HEADER,
  answerKeysOf,
  resultResponseSchema,
  type Answers,
} from '@quickcheck/contracts';
import { SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { offersOpenBanking } from '../../src/quotation/definitions.ts';
import { completeStages, fetchForm, ordinaryAnswers, postJson, submissionFor } from '../helpers/applicant.ts';
import { completeFrom, linkAccount, referredCheck } from '../helpers/open-banking.ts';
import { continueLinkOf, type TestSmtpServer } from '../helpers/test-smtp-server.ts';

/** docs/product/contract.md#sandbox's sandbox personas, by last name; anyone else on income 30000 is matched. */
const PERSONAS = SANDBOX_PERSONAS.map((persona) => persona.lastName);
/** Brands whose referred visitors are offered open banking. */
const OPEN_BANKING_BRANDS = BRAND_IDS.filter(offersOpenBanking);

/**
 * The share of each journey in every ten: quotations (form, stages, quotation) most, then partner
 * calls, then open banking and saved checks — the shape of a day's traffic, not its exact figures.
 */
const MIX = [
  'quotation',
  'partner',
  'quotation',
  'open banking',
  'quotation',
  'saved check',
  'quotation',
  'partner',
  'quotation',
  'quotation',
] as const;
export type JourneyKind = (typeof MIX)[number];
export const journeyKindOf = (n: number): JourneyKind => MIX[n % MIX.length]!;

/** A first name of letters only (the form's rule), different for every n: each journey a person of its own. */
export function lettersOf(n: number): string {
  let name = '';
  for (let rest = n; ; rest = Math.floor(rest / 26) - 1) {
    name = String.fromCharCode(97 + (rest % 26)) + name;
    if (rest < 26) return `Soak${name}`;
  }
}

/** What the journeys were told was kept: checked against the database, the mailbox and the receiver afterwards. */
export interface Acknowledged {
  quotations: string[];
  /** Addresses a saved check was sent to (each its own), with the link that came. */
  savedChecks: { email: string; link?: URL }[];
  /** Partner applications accepted: each must reach the partner's receiver as `agreement.accepted`. */
  acceptedApplications: string[];
}

export interface MixContext {
  base: string;
  smtp: TestSmtpServer;
  partnerKey: string;
  /** Unique per run, so addresses never meet another run's. */
  runId: string;
  acknowledged: Acknowledged;
  timed: <T>(route: string, work: () => Promise<T>) => Promise<T>;
}

const refused = (what: string, status: number) => new Error(`${what} ${status}`);
const queryOf = (brand: BrandId) => `consumerName=${CONSUMER_NAMES[brand]}`;

/** Form, every stage, quotation: every persona and brand in turn. */
async function quotationJourney(context: MixContext, n: number) {
  const { base, timed } = context;
  const brand = BRAND_IDS[n % BRAND_IDS.length]!;
  const persona = PERSONAS[Math.floor(n / BRAND_IDS.length) % PERSONAS.length]!;
  const answers = ordinaryAnswers({ 'first-name': lettersOf(n % 26), 'last-name': persona });
  const form = await timed('GET /api/form', () => fetchForm(base, queryOf(brand)));
  await timed('POST /api/stage (all)', () => completeStages(base, form, answers));
  const response = await timed('POST /api/quotation', () =>
    postJson(base, '/api/quotation', submissionFor(form, answers)),
  );
  if (response.status !== 200) throw refused('quotation', response.status);
  context.acknowledged.quotations.push(resultResponseSchema.parse(await response.json()).quotationId);
}

/** A referred visitor: the landing, the provider sandbox's consent, the hand-back (the API tests' flow). */
async function openBankingJourney(context: MixContext, n: number) {
  const { base, timed } = context;
  const brand = OPEN_BANKING_BRANDS[n % OPEN_BANKING_BRANDS.length]!;
  const check = await timed('POST /api/quotation (referred)', () => referredCheck(base, queryOf(brand)));
  context.acknowledged.quotations.push(check.result.quotationId);
  // The agency slow or failing answers ERROR, not a referral: no open banking to offer.
  if (check.result.openBankingUrl === undefined) return;
  const handBack = await timed('open banking connect + consent', () => linkAccount(base, check, 'healthy'));
  const completed = await timed('POST /api/open-banking/complete', () => completeFrom(base, handBack, check.cookie));
  if (completed.status !== 200) throw refused('open banking complete', completed.status);
}

/** Two stages, then "save and come back later": the e-mail through SMTP, and its link opened ready. */
async function savedCheckJourney(context: MixContext, n: number) {
  const { base, timed } = context;
  const answers: Answers = ordinaryAnswers({ 'first-name': lettersOf(n) });
  const form = await timed('GET /api/form', () => fetchForm(base));
  await timed('POST /api/stage (all)', () => completeStages(base, form, answers, 2));
  const { definition } = form.payload;
  const asked = answerKeysOf({ ...definition, stages: definition.stages.slice(0, 2) }, answers);
  const email = `soak-${context.runId}-${n}@example.com`;
  const saved = await timed('POST /api/saved-checks', () =>
    postJson(
      base,
      `/api${SAVE_FOR_LATER_PATH}`,
      {
        email,
        definitionId: definition.id,
        stageId: definition.stages[2]!.id,
        answers: Object.fromEntries(Object.entries(answers).filter(([key]) => asked.has(key))),
      },
      { [SESSION_ID_HEADER]: form.payload.sessionId },
    ),
  );
  await saved.body?.cancel();
  if (saved.status !== 202) throw refused('saved check', saved.status);
  const entry: Acknowledged['savedChecks'][number] = { email };
  context.acknowledged.savedChecks.push(entry);
  entry.link = continueLinkOf(await context.smtp.waitForMessage(email, 0, 60_000));
  const opened = await timed('GET /continue', () => fetch(`${base}/continue${entry.link!.search}`));
  await opened.body?.cancel();
  if (opened.status !== 200) throw refused('saved check link', opened.status);
}

/** A partner's applicant: the eligibility call, the continue link, the offer accepted (a webhook queued). */
async function partnerJourney(context: MixContext, n: number) {
  const { base, timed } = context;
  const answers = ordinaryAnswers({ 'first-name': lettersOf(n) });
  const asked = await timed('POST /partner/v1/eligibility', () =>
    postJson(base, '/partner/v1/eligibility', { answers }, { authorization: `Bearer ${context.partnerKey}` }),
  );
  if (asked.status !== 200) throw refused('partner eligibility', asked.status);
  const { continueUrl, applicationId, outcome } = (await asked.json()) as {
    continueUrl: string;
    applicationId: string;
    outcome: string;
  };
  // The application is the partner's quotation: acknowledged, so looked for afterwards like any other.
  context.acknowledged.quotations.push(applicationId);
  // The agency failing answers ERROR: no offer to accept, so nothing for the partner to be told.
  if (outcome !== 'MATCH_AND_OFFER') return;
  // The link names the process's own origin (development): the applicant comes through the balancer.
  const link = new URL(continueUrl);
  const opened = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  await opened.body?.cancel();
  const token = new URL(opened.headers.get('location') ?? '', base).searchParams.get('token');
  if (!token) throw refused('partner continue link', opened.status);
  const accepted = await timed('POST /api/agreement/accept', () => postJson(base, '/api/agreement/accept', { token }));
  await accepted.body?.cancel();
  if (accepted.status !== 200) throw refused('agreement accept', accepted.status);
  context.acknowledged.acceptedApplications.push(applicationId);
}

const JOURNEYS: Record<JourneyKind, (context: MixContext, n: number) => Promise<void>> = {
  quotation: quotationJourney,
  'open banking': openBankingJourney,
  'saved check': savedCheckJourney,
  partner: partnerJourney,
};

/** The n-th journey of the mix; a failure is thrown as `<kind>: <what answered>`. */
export async function runJourney(context: MixContext, n: number): Promise<void> {
  const kind = journeyKindOf(n);
  await JOURNEYS[kind](context, n).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // The status, not the body: one kind per status, and no answer's content in the report.
    throw new Error(`${kind}: ${message.replace(/(\d{3})\b.*$/s, '$1').slice(0, 80)}`);
  });
}
