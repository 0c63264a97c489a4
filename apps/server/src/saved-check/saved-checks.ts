import { randomUUID } from 'node:crypto';
import { FIELD, type Answers } from '@quickcheck/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { PiiProtector } from '../security/pii-crypto.ts';
import { OWNER_LIFETIME_SECONDS, type TokenService } from '../security/tokens.ts';
import {
  findUsedSavedCheck,
  purgeSavedChecks,
  savedCheckStatus,
  upsertSavedCheck,
  useSavedCheck,
  type SavedCheckRow,
} from './saved-check-repo.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A used link's answers are kept this long after its use: a refresh re-posts the link. */
export const OWNER_LIFETIME_MS = OWNER_LIFETIME_SECONDS * 1000;

/** What a link can say without being used: its page shows the button, or why it no longer works. */
export type LinkState = { kind: 'ready'; stageId: string; expiresAt: Date } | { kind: 'used' } | { kind: 'expired' };

/** Pressing 'Continue your check': the answers and the stage to come back to, or why not. */
export type LinkUse =
  { kind: 'opened'; answers: Answers; stageId: string; ownerToken: string } | { kind: 'used' } | { kind: 'expired' };

export interface SavedChecks {
  /** Seals the answers so far for the address (replacing its earlier save); the link's token. */
  save(input: { email: string; answers: Answers; stageId: string }): Promise<{ token: string; expiresAt: Date }>;
  /** For the GET of the link: reads, never uses (mail systems' link scanners open links first). */
  state(token: string): Promise<LinkState>;
  /**
   * Uses the link once. The browser that used it holds `ownerToken` (a cookie) and may open it
   * again for a while (a refresh re-posts); any other browser is told it was used.
   */
  use(token: string, ownerToken: string | undefined): Promise<LinkUse>;
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

  async function opened(row: SavedCheckRow): Promise<LinkUse> {
    return {
      kind: 'opened',
      answers: pii.decryptAnswers(row.answers_encrypted),
      stageId: row.stage_id,
      ownerToken: await tokens.sign('saveOwner', row.id),
    };
  }

  async function stateOf(id: string): Promise<LinkState> {
    const status = await savedCheckStatus(db, id);
    const expiresAt = new Date(String(status?.expires_at));
    if (!status || expiresAt.getTime() <= clock.now().getTime()) return { kind: 'expired' };
    return status.used_at ? { kind: 'used' } : { kind: 'ready', stageId: status.stage_id, expiresAt };
  }

  return {
    async save({ email, answers, stageId }) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
      const id = randomUUID();
      await purgeSavedChecks(db, now, new Date(now.getTime() - OWNER_LIFETIME_MS));
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

    async state(token) {
      const id = await idOf(token);
      return id ? stateOf(id) : { kind: 'expired' };
    },

    async use(token, ownerToken) {
      const id = await idOf(token);
      if (!id) return { kind: 'expired' };
      const now = clock.now();
      const fresh = await useSavedCheck(db, id, now);
      if (fresh) return opened(fresh);
      if ((await ownedId(ownerToken)) === id) {
        const again = await findUsedSavedCheck(db, id, new Date(now.getTime() - OWNER_LIFETIME_MS), now);
        if (again && again.answers_encrypted) return opened(again);
      }
      // Not used by this press: used before (or just now, by another press), or past its end.
      return (await stateOf(id)).kind === 'used' ? { kind: 'used' } : { kind: 'expired' };
    },
  };
}
