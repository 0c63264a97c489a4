import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import type { Mailer } from '../mail/mailer.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import type { OpsAccount } from './ops-accounts.ts';
import type { OnFailure } from './ops-auth.ts';
import { OPS_AUTH_LIMITS } from './ops-limits.ts';

export const GUESSING_NOTICE_SUBJECT = 'Failed sign-ins to your QuickCheck operator console account';
const FROM_NAME = 'QuickCheck operator console';

/** The words of the e-mail, one text for both bodies. */
export function guessingNoticeText(account: Pick<OpsAccount, 'email'>, failures: number): string[] {
  return [
    `There have been ${failures} failed attempts to sign in to the QuickCheck operator console as ${account.email} in the last ${OPS_AUTH_LIMITS.lockoutMinutes} minutes.`,
    'If these were not you, someone may be guessing at your account. A browser where you have signed in before is not locked out by them; anywhere else, sign-ins may be refused for a while. Tell an admin, who can unlock your account.',
    'If they were you, there is nothing to do.',
    `You get this e-mail at most once every ${OPS_AUTH_LIMITS.guessingNoticeMinutes} minutes.`,
  ];
}

export interface GuessingNotices {
  onFailure: OnFailure;
  /** Waits for the e-mails under way (the server's close). */
  settled(): Promise<void>;
}

/**
 * Tells an operator by e-mail when their account is being guessed at: once the failures against it
 * in the window reach the lock-out's number, at most once per `guessingNoticeMinutes` (one
 * statement claims the turn, so failures sent at once send one e-mail). Off the request's path: an
 * attempt on a known account must take no longer than one on an unknown email.
 */
export function createGuessingNotices({
  db,
  mailer,
  log,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): GuessingNotices {
  const underWay = new Set<Promise<void>>();

  async function tell(account: OpsAccount, failures: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - OPS_AUTH_LIMITS.guessingNoticeMinutes * 60_000);
    const { rows } = await db.query(
      `update ops_users set guessing_told_at = $2
       where id = $1 and (guessing_told_at is null or guessing_told_at <= $3) returning id`,
      [account.id, now.toISOString(), since.toISOString()],
    );
    if (rows.length === 0) return;
    const paragraphs = guessingNoticeText(account, failures);
    await mailer.send({
      to: account.email,
      fromName: FROM_NAME,
      subject: GUESSING_NOTICE_SUBJECT,
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    });
  }

  return {
    onFailure(account, failures, now) {
      if (failures < OPS_AUTH_LIMITS.lockoutFailures) return;
      const sending: Promise<void> = tell(account, failures, now)
        // Only the error's code: a mail error's message may name the recipient.
        .catch((error: unknown) =>
          log.warn({ code: (error as { code?: unknown }).code }, 'could not tell an operator of failed sign-ins'),
        )
        .finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async settled() {
      await Promise.all([...underWay]);
    },
  };
}
