import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { sleep } from '../sleep.ts';
import type { OpenBankingProvider } from './open-banking-port.ts';
import { isSandboxAccount, sandboxTransactions, type SandboxAccount } from './sandbox-accounts.ts';

export const SANDBOX_CONNECT_PATH = '/sandbox/open-banking/connect';
/** The sandbox forgets a connection after a day, as a provider's consent links expire: its table stays small. */
export const SANDBOX_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxOpenBankingOptions {
  db: Db;
  clock: Clock;
  /** Per-call latency in ms; tests pass () => 0. */
  latencyMs: () => number;
}

interface ConsentRow {
  return_url: string;
  cancel_url: string;
  account: string | null;
  revoked_at: Date | null;
}

/** The sandbox provider's own side: its consent page reads and writes these. */
export interface SandboxOpenBanking extends OpenBankingProvider {
  /** Undefined for an unknown session id. */
  session(providerSessionId: string): Promise<{ returnUrl: string; cancelUrl: string } | undefined>;
  /** Records the chosen account; answers where the provider sends the visitor next. */
  consent(providerSessionId: string, account: SandboxAccount): Promise<string | undefined>;
}

/**
 * The embedded default provider. It keeps its consents in its own table, as a real provider
 * keeps them on its side, so any server process sharing the database can serve the hand-back.
 */
export function createSandboxOpenBanking(options: SandboxOpenBankingOptions): SandboxOpenBanking {
  const { db, clock } = options;
  const find = async (id: string) =>
    (
      await db.query<ConsentRow>(
        'select return_url, cancel_url, account, revoked_at from sandbox_open_banking_consents where provider_session_id = $1',
        [id],
      )
    ).rows[0];

  return {
    async createConnection(request, signal) {
      await sleep(options.latencyMs(), signal);
      const id = randomUUID();
      const now = clock.now();
      await db.query('delete from sandbox_open_banking_consents where created_at < $1', [
        new Date(now.getTime() - SANDBOX_SESSION_LIFETIME_MS).toISOString(),
      ]);
      await db.query(
        `insert into sandbox_open_banking_consents (provider_session_id, return_url, cancel_url, created_at)
         values ($1, $2, $3, $4)`,
        [id, request.returnUrl, request.cancelUrl, now.toISOString()],
      );
      // Embedded in our own site: its consent page is on the origin the visitor is handed back to.
      const connectionUrl = new URL(`${SANDBOX_CONNECT_PATH}?session=${id}`, request.returnUrl).toString();
      return { providerSessionId: id, connectionUrl };
    },
    async fetchTransactions(id, signal) {
      await sleep(options.latencyMs(), signal);
      const row = await find(id);
      if (!row || !isSandboxAccount(row.account) || row.revoked_at) throw new Error('No consent for this session');
      if (row.account === 'unavailable') throw new Error('Sandbox bank is unavailable');
      return sandboxTransactions(row.account, clock.now());
    },
    async revokeConsent(id, signal) {
      await sleep(options.latencyMs(), signal);
      await db.query('update sandbox_open_banking_consents set revoked_at = $2 where provider_session_id = $1', [
        id,
        clock.now().toISOString(),
      ]);
    },
    async session(id) {
      const row = await find(id);
      return row && { returnUrl: row.return_url, cancelUrl: row.cancel_url };
    },
    async consent(id, account) {
      await sleep(options.latencyMs(), undefined);
      const { rows } = await db.query<{ return_url: string }>(
        `update sandbox_open_banking_consents set account = $2
         where provider_session_id = $1 and revoked_at is null returning return_url`,
        [id, account],
      );
      return rows[0]?.return_url;
    },
  };
}
