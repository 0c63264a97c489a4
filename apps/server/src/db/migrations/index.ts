import { sql as initial } from './001-initial.ts';
import { sql as decisionInputs } from './002-decision-inputs.ts';
import { sql as acceptanceContact } from './005-acceptance-contact.ts';
import { sql as openBanking } from './006-open-banking.ts';

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
  { version: 5, name: '005-acceptance-contact', sql: acceptanceContact },
  { version: 6, name: '006-open-banking', sql: openBanking },
];
