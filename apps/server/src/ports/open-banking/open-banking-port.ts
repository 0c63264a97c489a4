import type { BankTransaction } from '../../decision/types.ts';

/**
 * The open-banking provider as the server sees it (a D.One-style aggregator): it hosts the
 * visitor's consent, hands them back to our return URL, then serves 12 months of their
 * accounts' transactions. Real providers and the sandbox both implement OpenBankingProvider;
 * a transaction's shape, BankTransaction, is the decision engine's own (decision/types.ts): the
 * categoriser and the engine take the transactions as plain data.
 */
export interface ConnectionRequest {
  /** Where the provider sends the visitor after consent; carries our hand-back token. */
  returnUrl: string;
  /** Where "Cancel" on the provider's page goes. */
  cancelUrl: string;
}

export interface Connection {
  providerSessionId: string;
  /** The provider's consent page, for the visitor's browser. */
  connectionUrl: string;
}

export interface OpenBankingProvider {
  /** May take long or fail; the caller bounds each call with a time-out and aborts `signal` when giving up. */
  createConnection(request: ConnectionRequest, signal: AbortSignal): Promise<Connection>;
  /** The consented accounts' transactions over the lookback; fails when no consent was given. */
  fetchTransactions(providerSessionId: string, signal: AbortSignal): Promise<BankTransaction[]>;
  /** Ends our access: we read once, so the 90-day consent is not kept open. */
  revokeConsent(providerSessionId: string, signal: AbortSignal): Promise<void>;
}
