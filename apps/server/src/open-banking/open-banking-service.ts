import { randomUUID } from 'node:crypto';
import { resolveBrand } from '@quickcheck/brands';
import { OPEN_BANKING_ACCESS_DAYS, PAGE_PATH, type ResultResponse } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config/env.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { GuardedAgency } from '../ports/credit-reference-agency/guarded-agency.ts';
import type { GuardedOpenBanking } from '../ports/open-banking/guarded-open-banking.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { affordabilityRecordOf } from '../decision/affordability-record.ts';
import { decideAffordability } from '../decision/affordability.ts';
import { summarise } from '../decision/categorise.ts';
import { ENGINE_VERSION } from '../decision/decision-record.ts';
import type { Metrics } from '../observability/metrics.ts';
import { OpenBankingUnavailableError } from '../ports/open-banking/guarded-open-banking.ts';
import { sleep } from '../ports/sleep.ts';
import { findById, type QuotationRow } from '../quotation/quotation-store.ts';
import { siteUrl } from '../journey/site.ts';
import { TokenError, type TokenService } from '../security/tokens.ts';
import { declinedResult, isReferred, obResult } from './open-banking-result.ts';
import { quoteValidUntil } from '../quotation/quote-validity.ts';
import * as repo from './open-banking-repo.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 401 | 404 | 409 | 502 | 503; error: string };

export const NOT_REFERRED_ERROR = 'This quotation was not referred to open banking';
export const HAND_BACK_INVALID = 'The open-banking link is not valid or has expired, please start again';
export const PROVIDER_FAILED = 'Your bank data could not be fetched, please try again later';
const DAY_MS = 24 * 60 * 60 * 1000;
const POLL_INTERVAL_MS = 50;

const fail = (status: 401 | 404 | 409 | 502 | 503, error: string) => ({ ok: false, status, error }) as const;
const ok = <T>(value: T) => ({ ok: true, value }) as const;

/** What the open-banking flow uses, and nothing more (never the routes' whole service bag). */
interface Services {
  db: Db;
  pii: PiiProtector;
  tokens: TokenService;
  config: Pick<ServerConfig, 'openBankingTimeoutMs' | 'quoteValidityDays'>;
  clock: Clock;
  openBanking: GuardedOpenBanking;
  agency: GuardedAgency;
  metrics?: Pick<Metrics, 'decided'>;
  /** Runs inside the transaction that stores the outcome (a partner's webhook is queued there, issue 25). */
  onCompleted?: (tx: Queryable, quotationId: string, at: Date) => Promise<void>;
}

export function createOpenBankingService(services: Services) {
  const { db, clock } = services;

  async function referred(quotationId: string): Promise<Outcome<QuotationRow>> {
    const row = await findById(db, quotationId);
    if (!row) return fail(404, 'Quotation not found');
    return isReferred(row) ? ok(row) : fail(409, NOT_REFERRED_ERROR);
  }

  /** Fetches, categorises, decides and stores: the one place a referral is decided. */
  async function decide(
    row: QuotationRow,
    session: repo.ObSessionRow,
    origin: string,
  ): Promise<Outcome<ResultResponse>> {
    let transactions;
    try {
      transactions = await services.openBanking.fetchTransactions(session.provider_session_id);
    } catch (error) {
      await repo.markObSessionFailed(db, session.id, clock.now());
      if (error instanceof OpenBankingUnavailableError) return fail(502, PROVIDER_FAILED);
      throw error;
    }
    const input = { brand: resolveBrand(row.brand), summary: summarise(transactions) };
    const decision = decideAffordability(input);
    const now = clock.now();
    const outcome = {
      decision,
      engineVersion: ENGINE_VERSION,
      summaryEncrypted: services.pii.encryptAnswers({ affordability: JSON.stringify(affordabilityRecordOf(input)) }),
      consentGivenAt: now,
      accessExpiresAt: new Date(now.getTime() + OPEN_BANKING_ACCESS_DAYS * DAY_MS),
      validUntil:
        decision.reason === 'MATCH_AND_OFFER' ? quoteValidUntil(now, services.config.quoteValidityDays) : undefined,
    };
    try {
      await db.transaction(async (tx) => {
        await repo.saveObOutcome(tx, session, outcome, now);
        await services.onCompleted?.(tx, row.id, now);
      });
    } catch (error) {
      // Another session of this quotation was decided first (the one-outcome index): answer that one.
      if (!(await repo.findCompletedObSession(db, row.id))) throw error;
      return settled(row.id, origin);
    }
    services.metrics?.decided('open-banking', input.brand, decision.reason);
    // We read once: the access is given back at once rather than left open for 90 days.
    await services.openBanking.revokeConsent(session.provider_session_id).catch(() => undefined);
    return settled(row.id, origin);
  }

  async function settled(quotationId: string, origin: string): Promise<Outcome<ResultResponse>> {
    const row = await findById(db, quotationId);
    const done = await repo.findCompletedObSession(db, quotationId);
    if (!row || !done) return fail(503, PROVIDER_FAILED);
    return ok(await obResult(services, row, done, origin));
  }

  /** `origin`: each call's own request origin (its site), where the visitor is sent and handed back. */
  return {
    async connect(quotationId: string, origin: string): Promise<Outcome<{ connectionUrl: string }>> {
      const quotation = await referred(quotationId);
      if (!quotation.ok) return quotation;
      const id = randomUUID();
      const brand = resolveBrand(quotation.value.brand);
      const token = await services.tokens.sign('handBack', { quotationId, obSessionId: id });
      let connection;
      try {
        connection = await services.openBanking.createConnection({
          // On the visitor's own origin, where their owner cookie is.
          returnUrl: siteUrl(
            origin,
            PAGE_PATH.obPending,
            { quotation: quotationId, sessionTerminationToken: token },
            brand,
          ),
          cancelUrl: siteUrl(origin, PAGE_PATH.obLanding, { quotation: quotationId }, brand),
        });
      } catch (error) {
        if (error instanceof OpenBankingUnavailableError) return fail(502, PROVIDER_FAILED);
        throw error;
      }
      await repo.insertObSession(db, { id, quotationId, providerSessionId: connection.providerSessionId }, clock.now());
      return ok({ connectionUrl: connection.connectionUrl });
    },

    /** Idempotent: the same token and quotation answer the same stored result, however often. */
    async complete(quotationId: string, token: string, origin: string): Promise<Outcome<ResultResponse>> {
      let claims;
      try {
        claims = await services.tokens.verify('handBack', token);
      } catch (error) {
        if (error instanceof TokenError) return fail(401, HAND_BACK_INVALID);
        throw error;
      }
      const session = await repo.findObSession(db, claims.obSessionId);
      if (claims.quotationId !== quotationId || !session || session.quotation_id !== quotationId) {
        return fail(401, HAND_BACK_INVALID);
      }
      const deadline = performance.now() + services.config.openBankingTimeoutMs * 2 + 500;
      for (;;) {
        const row = await findById(db, quotationId);
        if (!row) return fail(404, 'Quotation not found');
        const done = await repo.findCompletedObSession(db, quotationId);
        if (done) return ok(await obResult(services, row, done, origin));
        if (!isReferred(row)) return fail(409, NOT_REFERRED_ERROR);
        const now = clock.now();
        const staleBefore = new Date(now.getTime() - services.config.openBankingTimeoutMs - 5000);
        if (await repo.claimObSession(db, session.id, now, staleBefore)) return decide(row, session, origin);
        const current = await repo.findObSession(db, session.id);
        if (current?.status === 'failed') return fail(502, PROVIDER_FAILED);
        if (performance.now() > deadline) return fail(503, PROVIDER_FAILED);
        await sleep(POLL_INTERVAL_MS);
      }
    },

    async decline(quotationId: string, origin: string): Promise<Outcome<ResultResponse>> {
      const quotation = await referred(quotationId);
      if (!quotation.ok) return quotation;
      return ok(await declinedResult(services, quotation.value, origin));
    },
  };
}

export type OpenBankingService = ReturnType<typeof createOpenBankingService>;
