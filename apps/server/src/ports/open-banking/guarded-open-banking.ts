import type { BankTransaction } from '../../decision/types.ts';
import type { Connection, ConnectionRequest, OpenBankingProvider } from './open-banking-port.ts';

export type OpenBankingFailure = 'timeout' | 'failure';

/** The provider gave no usable answer; the visitor goes to the technical error page and may retry. */
export class OpenBankingUnavailableError extends Error {
  constructor(readonly failure: OpenBankingFailure) {
    super(`Open-banking provider unavailable: ${failure}`);
    this.name = 'OpenBankingUnavailableError';
  }
}

export interface GuardedOpenBanking {
  createConnection(request: ConnectionRequest): Promise<Connection>;
  fetchTransactions(providerSessionId: string): Promise<BankTransaction[]>;
  revokeConsent(providerSessionId: string): Promise<void>;
}

/** Bounds every provider call with a time-out that aborts it; any failure becomes one typed error. */
export function createGuardedOpenBanking(provider: OpenBankingProvider, timeoutMs: number): GuardedOpenBanking {
  async function bounded<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new OpenBankingUnavailableError('timeout'));
        controller.abort();
      }, timeoutMs);
    });
    try {
      return await Promise.race([call(controller.signal), timeout]);
    } catch (error) {
      throw error instanceof OpenBankingUnavailableError ? error : new OpenBankingUnavailableError('failure');
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    createConnection: (request) => bounded((signal) => provider.createConnection(request, signal)),
    fetchTransactions: (id) => bounded((signal) => provider.fetchTransactions(id, signal)),
    revokeConsent: (id) => bounded((signal) => provider.revokeConsent(id, signal)),
  };
}
