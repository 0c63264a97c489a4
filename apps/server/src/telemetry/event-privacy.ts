import { PAGE_PATHS, REASONS, type TelemetryData } from '@quickcheck/contracts';
import type { DefaultFooterLinkText, PartnerFooterLinkText } from '@quickcheck/brands';

/**
 * What of an event reaches the database. The browser sends codes, flags and counts
 * (apps/web/src/common/analytics/analytics.ts); a string is stored only when it has the
 * shape of a code or belongs to a known vocabulary, so typed text (a name, an answer)
 * sent by a bug or by hand is replaced by a marker rather than stored.
 */
export const OTHER_EVENT = 'otherEvent';
export const TEXT_MARKER = '[text]';

/** lowerCamel without a run of four digits (a phone number fits the schema's name pattern). */
const EVENT_NAME = /^(?!.*\d{4})[a-z][A-Za-z0-9]*$/;
const STORED_KEY = /^(?!.*\d{4})[a-z][A-Za-z0-9_]*$/;
/** Lowercase codes: field, stage, definition, brand, modal ids, outcomes. */
const CODE = /^[a-z]+(?:[-_:.][a-z0-9]+)*$/;
const MAX_STORED_NUMBER = 100_000;

const FOOTER_LINK_TEXTS = [
  'Legal',
  'Cookies',
  'Accessibility',
  'Contact us',
  'Privacy',
  'Terms of use',
] satisfies readonly (DefaultFooterLinkText | PartnerFooterLinkText)[];

/** Keys whose values come from a vocabulary rather than the code shape. */
const VOCABULARIES: Record<string, readonly string[]> = {
  reason: [...REASONS, 'UNKNOWN'],
  path: PAGE_PATHS,
  link: FOOTER_LINK_TEXTS,
};

export function storedEventName(name: string): string {
  return EVENT_NAME.test(name) ? name : OTHER_EVENT;
}

function storedString(key: string, value: string): string {
  const vocabulary = VOCABULARIES[key];
  if (vocabulary) return vocabulary.includes(value) ? value : TEXT_MARKER;
  return value.length <= 100 && CODE.test(value) ? value : TEXT_MARKER;
}

function storedValue(key: string, value: TelemetryData[string]): TelemetryData[string] {
  if (typeof value === 'string') return storedString(key, value);
  if (typeof value === 'number') return Math.abs(value) < MAX_STORED_NUMBER ? value : TEXT_MARKER;
  if (typeof value === 'boolean') return value;
  return value.map((item) => storedString(key, item));
}

/** Keys that are not lowerCamel codes are dropped: a key can carry typed text too. */
export function storedData(data: TelemetryData | undefined): TelemetryData {
  const stored: TelemetryData = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (STORED_KEY.test(key)) stored[key] = storedValue(key, value);
  }
  return stored;
}
