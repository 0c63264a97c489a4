import type { Db } from '../../src/db/db.ts';

/** Every stored telemetry row as raw text: what a person reading the tables would see. */
export async function telemetryText(db: Db): Promise<string> {
  const events = await db.query<{ name: string; payload: unknown }>('select name, payload from analytics_events');
  const errors = await db.query<{ payload: unknown }>('select payload from client_errors');
  return JSON.stringify([events.rows, errors.rows]);
}

/** The canary: personal data as a visitor would type it, distinctive enough to grep for. */
export const CANARY = {
  email: 'zebedee.quixote@canary.example',
  phone: '07700 900461',
  postcode: 'QX9 8ZQ',
  name: 'Zebedee',
  lastName: 'Quixotically',
} as const;

/**
 * The strings that must never be found (case-insensitive). Long enough that base64 ciphertext
 * never holds one by chance: a three-letter needle would, a few times in a hundred rows.
 */
export const CANARY_NEEDLES = [
  'zebedee',
  'quixot',
  'canary.example',
  '07700 900461',
  '07700900461',
  '900461',
  'qx9 8zq',
  'qx98zq',
];

export function expectNoCanary(text: string, where: string): void {
  const found = CANARY_NEEDLES.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));
  if (found.length > 0) throw new Error(`${where} holds ${found.join(', ')}`);
}
