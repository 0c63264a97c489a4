import { randomUUID } from 'node:crypto';
import type { BrandId } from '@quickcheck/brands';
import {
  agreementVendorCode,
  type Answers,
  type FormResponsePayload,
  type ResultResponse,
} from '@quickcheck/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { decideAlreadyAccepted } from '../decision/decide.ts';
import { decisionRecordOf } from '../decision/decision-record.ts';
import type { QuotationExperiment } from '../experiments/assignment.ts';
import { insertQuotationExperiment } from '../experiments/quotation-experiment-repo.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { GuardedAgency } from '../ports/credit-reference-agency/guarded-agency.ts';
import { sleep } from '../ports/sleep.ts';
import { idempotencyKey } from '../security/idempotency.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import type { TokenService } from '../security/tokens.ts';
import { hasAcceptance, type AcceptanceKey } from './acceptance-repo.ts';
import { decideWithAgency } from './agency-decision.ts';
import { sealDecisionRecord } from './decision-record-crypto.ts';
import { groupCommit } from '../db/group-commit.ts';
import type { FormSessions } from '../form-session/form-sessions.ts';
import type { SessionState } from '../form-session/form-session-repo.ts';
import {
  claimForRetry,
  findByIdempotencyKey,
  insertWithFreshReferences,
  pendingStaleBefore,
  saveDecisionBatch,
  type DecisionWrite,
  type PendingOutcome,
  type PendingWrite,
  type QuotationRow,
} from './quotation-store.ts';
import { drawReference } from './draw-reference.ts';
import { quoteValidUntil } from './quote-validity.ts';
import { resultResponse, type DecidedQuotation, type ResultContext } from './result-response.ts';

export interface QuotationServiceDeps {
  db: Db;
  pii: PiiProtector;
  tokens: TokenService;
  formSessions: FormSessions;
  agency: GuardedAgency;
  clock: Clock;
  log: Logger;
  tokenSecret: string;
  agencyTimeoutMs: number;
  /** How many days a match's offer holds (QUOTE_VALIDITY_DAYS). */
  quoteValidityDays: number;
  metrics?: Pick<Metrics, 'decided'>;
}

/** A submission that passed schema, token and answer validation. */
export interface VerifiedSubmission {
  payload: unknown;
  form: FormResponsePayload;
  brand: BrandId;
  consumerName: string;
  definitionId: string;
  /** Only the keys the definition asks for. */
  answers: Answers;
  requoteOptIn: 'true' | 'false';
  sParameter: string | undefined;
  /** The origin of the request (its site): the result's links go there. */
  origin: string;
  /** The experience the visitor saw, checked against the server's own assignment. */
  experiment?: QuotationExperiment;
  /**
   * A partner's applicant (issue 25): keyed by its journey and its answers rather than by the form
   * session and payload, so the partner's call and the visitor's submission through the continue
   * link with the same answers are one quotation and one soft search.
   */
  sameAs?: { scope: string; answers: Answers; requoteOptIn: 'true' | 'false' };
}

/** The submission was not stored: its session is idle too long or unknown (the route answers 401). */
export interface SessionRefused {
  sessionRefused: Exclude<SessionState, 'active'>;
}

const POLL_INTERVAL_MS = 25;
/** Submissions per statement: 19 parameters each, far below PostgreSQL's 65,535. */
const MAX_WRITES_PER_STATEMENT = 64;
/** How long a repeat waits for the first request's decision: that one is bounded by the agency time-out. */
const settleDeadlineMs = (agencyTimeoutMs: number) => agencyTimeoutMs * 2 + 500;
/** The longest a submission can take: a repeat waits for the first, then may ask the agency itself. */
export const longestSubmissionMs = (agencyTimeoutMs: number) => settleDeadlineMs(agencyTimeoutMs) + agencyTimeoutMs;

export const decidedFrom = (row: QuotationRow): DecidedQuotation => ({
  quotationId: row.id,
  reference: row.reference,
  validUntil: row.valid_until ?? undefined,
  reason: row.reason ?? 'ERROR',
  referral: row.decision?.referral === true,
  ccsCode: row.ccs_code ?? undefined,
  decidedAt: new Date(row.decided_at ?? row.last_used_at),
  factors: row.decision?.factors,
});

/**
 * docs/product/data.md: the agreement link's vendor code as far as the form data tells it (its vendorCode, the
 * sParameter's, its oemc). Kept with the quotation, so an offer after open banking, when the form
 * data is long gone from the browser, hands over the same code as one straight from the form.
 */
const vendorCodeOf = (s: VerifiedSubmission) =>
  agreementVendorCode({ formVendorCode: s.form.vendorCode, sParameter: s.sParameter, oemc: s.form.oemc });

function sealVendorCode(pii: PiiProtector, vendorCode: string | undefined): string | undefined {
  return vendorCode === undefined ? undefined : pii.encryptAnswers({ vendorCode });
}

export function createQuotationService(deps: QuotationServiceDeps) {
  const { db, clock, log } = deps;
  // Group commit (decision 016): concurrent submissions share each statement; each is answered
  // only after the statement carrying its own row has returned.
  const writePending = groupCommit<PendingWrite, PendingOutcome>({
    write: (writes) => insertWithFreshReferences(db, writes),
    maxItems: MAX_WRITES_PER_STATEMENT,
  });
  const writeDecision = groupCommit<DecisionWrite, void>({
    write: async (writes) => {
      await saveDecisionBatch(db, writes);
      return writes.map(() => undefined);
    },
    maxItems: MAX_WRITES_PER_STATEMENT,
  });
  const contextOf = (s: VerifiedSubmission): ResultContext => ({
    brand: s.brand,
    answers: s.answers,
    requoteOptIn: s.requoteOptIn,
    sParameter: s.sParameter,
    origin: s.origin,
    vendorCode: vendorCodeOf(s),
    agency: deps.agency.details,
  });

  /** `accepted`: whether the person has accepted an offer, when the caller already asked. */
  async function decideAndRespond(
    id: string,
    reference: string,
    submission: VerifiedSubmission,
    person: AcceptanceKey,
    accepted?: boolean,
  ) {
    const input = { answers: submission.answers, brand: submission.brand, today: clock.now() };
    const { decision, record } =
      (accepted ?? (await hasAcceptance(db, person)))
        ? { decision: decideAlreadyAccepted(), record: decisionRecordOf(input, true) }
        : await decideWithAgency(deps.agency, input, log);
    const decidedAt = clock.now();
    const validUntil =
      decision.reason === 'MATCH_AND_OFFER' ? quoteValidUntil(decidedAt, deps.quoteValidityDays) : undefined;
    // Committed before the answer: a result the visitor sees is always stored.
    await writeDecision({
      id,
      saved: { decision, record, recordEncrypted: sealDecisionRecord(deps.pii, record), validUntil },
      now: decidedAt,
    });
    deps.metrics?.decided('quotation', submission.brand, decision.reason);
    const decided = {
      quotationId: id,
      reference,
      validUntil,
      reason: decision.reason,
      referral: decision.referral,
      ccsCode: decision.ccsCode,
      decidedAt,
      factors: decision.factors,
    };
    return resultResponse(decided, contextOf(submission), deps.tokens);
  }

  /** The same payload arrived before: answer its result, wait while it is being decided, retry an ERROR. */
  async function settleExisting(key: string, submission: VerifiedSubmission, person: AcceptanceKey) {
    const deadline = performance.now() + settleDeadlineMs(deps.agencyTimeoutMs);
    for (;;) {
      const row = await findByIdempotencyKey(db, key);
      if (!row) throw new Error('Quotation disappeared while settling a repeated submission');
      if (row.status === 'decided' && row.reason !== 'ERROR') {
        return resultResponse(decidedFrom(row), contextOf(submission), deps.tokens);
      }
      const now = clock.now();
      const staleBefore = pendingStaleBefore(now, deps.agencyTimeoutMs);
      if (await claimForRetry(db, row.id, now, staleBefore)) {
        return decideAndRespond(row.id, row.reference, submission, person);
      }
      if (performance.now() > deadline) {
        const fallback = { ...decidedFrom(row), reason: 'ERROR', decidedAt: now };
        return resultResponse(fallback, contextOf(submission), deps.tokens);
      }
      await sleep(POLL_INTERVAL_MS);
    }
  }

  return {
    /**
     * Records the session's activity and the 'pending' row (in one statement when the session id
     * carries its issue time), asks the agency, stores the decision and answers it. A session idle
     * too long or unknown stores nothing.
     */
    async submit(submission: VerifiedSubmission): Promise<ResultResponse | SessionRefused> {
      const sessionId = submission.form.sessionId;
      const session = deps.formSessions.activityInStatement(sessionId);
      if (session === undefined) {
        // An id without an issue time we can trust: the session's own rules, before anything is stored.
        const state = await deps.formSessions.touch(sessionId);
        if (state !== 'active') return { sessionRefused: state };
      }
      const key = submission.sameAs
        ? idempotencyKey(deps.tokenSecret, submission.sameAs.scope, submission.sameAs)
        : idempotencyKey(deps.tokenSecret, sessionId, submission.payload);
      const person = {
        identityHash: deps.pii.identityHash(submission.answers),
        contactHash: deps.pii.contactHash(submission.answers),
      };
      const id = randomUUID();
      const { sessionActive, inserted, accepted, reference } = await writePending({
        quotation: {
          id,
          sessionId,
          idempotencyKey: key,
          brand: submission.brand,
          consumerName: submission.consumerName,
          definitionId: submission.definitionId,
          answersEncrypted: deps.pii.encryptAnswers(submission.answers),
          identityHash: person.identityHash,
          personHash: deps.pii.personHash(submission.answers),
          requoteOptIn: submission.requoteOptIn,
          sParameterEncrypted:
            submission.sParameter === undefined ? undefined : deps.pii.encryptAnswers({ s: submission.sParameter }),
          vendorCodeEncrypted: sealVendorCode(deps.pii, vendorCodeOf(submission)),
          reference: drawReference(),
        },
        contactHash: person.contactHash,
        now: clock.now(),
        ...(session ? { session } : {}),
      });
      // The id is ours and was issued inside the window, so a refusal means idle too long.
      if (!sessionActive) return { sessionRefused: 'inactive' };
      // Only with the first insert: a repeated submission is the same quotation, already recorded.
      if (inserted && submission.experiment) await insertQuotationExperiment(db, id, submission.experiment);
      return inserted
        ? decideAndRespond(id, reference, submission, person, accepted)
        : settleExisting(key, submission, person);
    },
  };
}

export type QuotationService = ReturnType<typeof createQuotationService>;
