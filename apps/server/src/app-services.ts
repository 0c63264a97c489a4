import type { ServerConfig } from './config/env.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import type { Activity } from './experiments/activities.ts';
import type { Readiness } from './health/readiness.ts';
import type { FormSessions } from './form-session/form-sessions.ts';
import type { SiteResolver } from './journey/site.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SavedChecks } from './saved-check/saved-checks.ts';
import type { ShellTemplate } from './pages/shell-template.ts';
import type { ServerRenderer } from './pages/server-renderer.ts';
import type { AddressLookup } from './ports/address-lookup/address-lookup-port.ts';
import type { GuardedAgency } from './ports/credit-reference-agency/guarded-agency.ts';
import type { OpenBankingService } from './open-banking/open-banking-service.ts';
import type { AuditLog } from './ops/ops-audit.ts';
import type { OpsAuth } from './ops/ops-auth.ts';
import type { GuardedOpenBanking } from './ports/open-banking/guarded-open-banking.ts';
import type { SandboxOpenBanking } from './ports/open-banking/sandbox-open-banking.ts';
import type { QuotationService } from './quotation/submit-quotation.ts';
import type { PiiProtector } from './security/pii-crypto.ts';
import type { QuotationOwnership } from './security/quotation-owner.ts';
import type { TokenService } from './security/tokens.ts';
import type { WebhookQueue } from './partner/webhooks/webhook-queue.ts';

/** Everything a route may use, built once per app from the injected dependencies. */
export interface AppServices {
  config: ServerConfig;
  /** A request's brand and the origin of every absolute link made for it. */
  siteOf: SiteResolver;
  db: Db;
  /** Whether the database answers, is migrated and can be written (the health routes). */
  readiness: Readiness;
  clock: Clock;
  tokens: TokenService;
  pii: PiiProtector;
  agency: GuardedAgency;
  addressLookup: AddressLookup;
  quotations: QuotationService;
  ownership: QuotationOwnership;
  formSessions: FormSessions;
  /** The open-banking provider port, bounded by its time-out. */
  openBanking: GuardedOpenBanking;
  /** The sandbox provider's own side, for its consent page. */
  openBankingSandbox: SandboxOpenBanking;
  openBankingFlow: OpenBankingService;
  shell: ShellTemplate;
  /** The web build's server render; pages fall back to the browser-drawn shell without it. */
  renderer: ServerRenderer;
  webRoot: string;
  activities: readonly Activity[];
  /** The partner webhooks' queue (issue 25), when this process runs one. */
  webhooks?: WebhookQueue;
  /** Save and come back later (docs/decisions/025). */
  savedChecks: SavedChecks;
  mailer: Mailer;
  /** The operator console's sign-in and sessions (ops/plugin.ts). */
  opsAuth: OpsAuth;
  /** The console's audit log: append-only, chained (decision 046). */
  auditLog: AuditLog;
  /** This process's 429s so far (the console's health view). */
  rateLimitRefusals: () => Promise<number>;
}
