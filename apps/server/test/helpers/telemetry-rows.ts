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

/** The strings that must never be found; the phone also without its space. */
export const CANARY_NEEDLES = [
  'zebedee',
  'Zebedee',
  'Quixotically',
  'quixote',
  '07700',
  '900461',
  'QX9',
  '8ZQ',
  'canary.example',
];

export function expectNoCanary(text: string, where: string): void {
  const found = CANARY_NEEDLES.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));
  if (found.length > 0) throw new Error(`${where} holds ${found.join(', ')}`);
}
