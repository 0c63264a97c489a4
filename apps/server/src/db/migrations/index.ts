import { sql as initial } from './001-initial.ts';
import { sql as decisionInputs } from './002-decision-inputs.ts';
import { sql as pendingSweepIndex } from './003-pending-sweep-index.ts';
import { sql as rateLimitsAndTelemetryPurge } from './004-rate-limits-and-telemetry-purge.ts';
import { sql as acceptanceContact } from './005-acceptance-contact.ts';
import { sql as openBanking } from './006-open-banking.ts';
import { sql as formSessions } from './007-form-sessions.ts';
import { sql as quotationExperiments } from './008-quotation-experiments.ts';
import { sql as readinessProbe } from './009-readiness-probe.ts';
import { sql as agreementVendorCode } from './010-agreement-vendor-code.ts';
import { sql as quoteReference } from './011-quote-reference.ts';
import { sql as savedChecks } from './012-saved-checks.ts';
import { sql as operatorConsole } from './013-operator-console.ts';
import { sql as operatorConsoleRollups } from './014-operator-console-rollups.ts';
import { sql as partnerApi } from './015-partner-api.ts';
import { sql as partnerWebhooks } from './016-partner-webhooks.ts';
import { sql as stageCompletions } from './018-stage-completions.ts';
import { sql as pageViewsAndSessionJourneys } from './019-page-views-and-session-journeys.ts';
import { sql as opsSignInAttempts } from './020-ops-sign-in-attempts.ts';
import { sql as opsAuditChain } from './021-ops-audit-chain.ts';
import { sql as partnerKeyMode } from './022-partner-key-mode.ts';
import { sql as oneLiveContinueLink } from './023-one-live-continue-link.ts';
import { sql as opsRollupsRecounted } from './024-ops-rollups-recounted.ts';
import { sql as personKeys } from './025-person-keys.ts';
import { sql as dataRights } from './026-data-rights.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Versioned migrations, in order. Embedded as TypeScript strings so the esbuild bundle
 * carries them; never edit an applied one, add the next number instead.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: '001-initial', sql: initial },
  { version: 2, name: '002-decision-inputs', sql: decisionInputs },
  { version: 3, name: '003-pending-sweep-index', sql: pendingSweepIndex },
  { version: 4, name: '004-rate-limits-and-telemetry-purge', sql: rateLimitsAndTelemetryPurge },
  { version: 5, name: '005-acceptance-contact', sql: acceptanceContact },
  { version: 6, name: '006-open-banking', sql: openBanking },
  { version: 7, name: '007-form-sessions', sql: formSessions },
  { version: 8, name: '008-quotation-experiments', sql: quotationExperiments },
  { version: 9, name: '009-readiness-probe', sql: readinessProbe },
  { version: 10, name: '010-agreement-vendor-code', sql: agreementVendorCode },
  { version: 11, name: '011-quote-reference', sql: quoteReference },
  { version: 12, name: '012-saved-checks', sql: savedChecks },
  { version: 13, name: '013-operator-console', sql: operatorConsole },
  { version: 14, name: '014-operator-console-rollups', sql: operatorConsoleRollups },
  { version: 15, name: '015-partner-api', sql: partnerApi },
  { version: 16, name: '016-partner-webhooks', sql: partnerWebhooks },
  { version: 18, name: '018-stage-completions', sql: stageCompletions },
  { version: 19, name: '019-page-views-and-session-journeys', sql: pageViewsAndSessionJourneys },
  { version: 20, name: '020-ops-sign-in-attempts', sql: opsSignInAttempts },
  { version: 21, name: '021-ops-audit-chain', sql: opsAuditChain },
  { version: 22, name: '022-partner-key-mode', sql: partnerKeyMode },
  { version: 23, name: '023-one-live-continue-link', sql: oneLiveContinueLink },
  { version: 24, name: '024-ops-rollups-recounted', sql: opsRollupsRecounted },
  { version: 25, name: '025-person-keys', sql: personKeys },
  { version: 26, name: '026-data-rights', sql: dataRights },
];
