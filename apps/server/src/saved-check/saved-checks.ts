import { randomUUID } from 'node:crypto';
import { FIELD, type Answers } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import type { TokenService } from '../security/tokens.ts';
import {
  endSavedCheck,
  findUsedSavedCheck,
  purgeSavedChecks,
  savedCheckStatus,
  upsertSavedCheck,
  useSavedCheck,
  type SavedCheckRow,
} from './saved-check-repo.ts';

const DAY_MS = 24 * 60 * 60_000;

/** What a link can say without being used: its page shows the button, or why it no longer works. */
export type LinkState = { kind: 'ready'; stageId: string; expiresAt: Date } | { kind: 'used' } | { kind: 'expired' };

/** Pressing 'Continue your check': the answers and the stage to come back to, or why not. */
export type LinkUse = ({ kind: 'opened' } & OpenedCheck) | { kind: 'used' } | { kind: 'expired' };

/** A check opened for the browser that used its link: the answers, where to come back, its credential. */
export interface OpenedCheck {
  answers: Answers;
  stageId: string;
  /** The browser's proof that it used the link (an HttpOnly cookie), good until `expiresAt`. */
  ownerToken: string;
  expiresAt: Date;
}

export interface SavedChecks {
  /** Seals the answers so far for the address (replacing its earlier save); the link's token. */
  save(input: { email: string; answers: Answers; stageId: string }): Promise<{ token: string; expiresAt: Date }>;
  /**
   * For the GET of the link: reads, never uses (mail systems' link scanners open links first). A
   * used link is still 'ready' for the browser that used it, until the check is submitted or ends.
   */
  state(token: string, ownerToken: string | undefined): Promise<LinkState>;
  /**
   * Uses the link once. The browser that used it holds `ownerToken` (a cookie) and may open it
   * again until the check is submitted or ends; any other browser is told it was used.
   */
  use(token: string, ownerToken: string | undefined): Promise<LinkUse>;
  /** The check this browser's credential owns, while it may still be resumed (not submitted, not ended). */
  resume(ownerToken: string | undefined): Promise<OpenedCheck | undefined>;
  /** This browser submitted its check: the saved answers go, and nobody can resume it again. */
  end(ownerToken: string | undefined): Promise<void>;
}

export interface SavedChecksDeps {
  db: Db;
  pii: PiiProtector;
  tokens: TokenService;
  clock: Clock;
  validDays: number;
}

export function createSavedChecks({ db, pii, tokens, clock, validDays }: SavedChecksDeps): SavedChecks {
  /** The check a token names; undefined for one we did not sign (shown as no longer working). */
  const idOf = (token: string) => tokens.verify('saveLink', token).catch(() => undefined);
  const ownedId = (ownerToken: string | undefined) =>
    ownerToken ? tokens.verify('saveOwner', ownerToken).catch(() => undefined) : Promise.resolve(undefined);

  async function opened(row: SavedCheckRow): Promise<OpenedCheck> {
    const expiresAt = new Date(String(row.expires_at));
    return {
      answers: pii.decryptAnswers(row.answers_encrypted),
      stageId: row.stage_id,
      ownerToken: await tokens.sign('saveOwner', { savedCheckId: row.id, until: expiresAt }),
      expiresAt,
    };
  }

  /** The used check this browser owns, still open to it; never on the link alone. */
  async function ownedRow(ownerToken: string | undefined, id?: string): Promise<SavedCheckRow | undefined> {
    const owned = await ownedId(ownerToken);
    if (!owned || (id !== undefined && owned !== id)) return undefined;
    return findUsedSavedCheck(db, owned, clock.now());
  }

  async function stateOf(id: string, ownerToken: string | undefined): Promise<LinkState> {
    const status = await savedCheckStatus(db, id);
    const expiresAt = new Date(String(status?.expires_at));
    if (!status || expiresAt.getTime() <= clock.now().getTime()) return { kind: 'expired' };
    if (!status.used_at || (await ownedRow(ownerToken, id)))
      return { kind: 'ready', stageId: status.stage_id, expiresAt };
    return { kind: 'used' };
  }

  return {
    async save({ email, answers, stageId }) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
      const id = randomUUID();
      await purgeSavedChecks(db, now);
      await upsertSavedCheck(db, {
        id,
        contactHash: pii.contactHash({ [FIELD.email]: email }),
        personHash: pii.personHash(answers),
        answersEncrypted: pii.encryptAnswers(answers),
        stageId,
        createdAt: now,
        expiresAt,
      });
      return { token: await tokens.sign('saveLink', id), expiresAt };
    },

    async state(token, ownerToken) {
      const id = await idOf(token);
      return id ? stateOf(id, ownerToken) : { kind: 'expired' };
    },

    async use(token, ownerToken) {
      const id = await idOf(token);
      if (!id) return { kind: 'expired' };
      const now = clock.now();
      const fresh = (await useSavedCheck(db, id, now)) ?? (await ownedRow(ownerToken, id));
      if (fresh) return { kind: 'opened', ...(await opened(fresh)) };
      // Not used by this press: used before (or just now, by another press), or past its end.
      return (await stateOf(id, undefined)).kind === 'used' ? { kind: 'used' } : { kind: 'expired' };
    },

    async resume(ownerToken) {
      const row = await ownedRow(ownerToken);
      return row ? opened(row) : undefined;
    },

    async end(ownerToken) {
      const id = await ownedId(ownerToken);
      if (id) await endSavedCheck(db, id);
    },
  };
}
