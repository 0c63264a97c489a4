import { AGGREGATOR_CODES, BRAND_IDS, isBrandId, type BrandId } from '@quickcheck/brands';

/** A channel: the brand's own site, or one comparison site by its code. */
export type Channel = 'direct' | (typeof AGGREGATOR_CODES)[number];
export const CHANNELS: readonly Channel[] = ['direct', ...AGGREGATOR_CODES];

/** What every aggregate view is cut by: brand, channel and a range of whole days (UTC, both ends included). */
export interface ReportFilter {
  brand: BrandId | 'all';
  channel: Channel | 'all';
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;
/** A year and a bit: the console is sized for a year of traffic (issue 24). */
const MAX_DAYS = 400;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const validDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The filter a query string asks for; anything missing or malformed falls back to the default
 * (all brands, all channels, the last 30 days), and `errors` says what was ignored.
 */
export function readFilter(query: Record<string, unknown>, today: Date): { filter: ReportFilter; errors: string[] } {
  const errors: string[] = [];
  const brand =
    query.brand === undefined || query.brand === 'all' || isBrandId(query.brand) ? (query.brand ?? 'all') : undefined;
  if (brand === undefined) errors.push('Brand: choose one from the list');
  const channel =
    query.channel === undefined || query.channel === 'all' || CHANNELS.includes(query.channel as Channel)
      ? (query.channel ?? 'all')
      : undefined;
  if (channel === undefined) errors.push('Channel: choose one from the list');
  const defaultTo = dayOf(today);
  const defaultFrom = dayOf(new Date(today.getTime() - (DEFAULT_DAYS - 1) * 86_400_000));
  const dayFrom = (value: unknown, fallback: string, label: string): string => {
    if (value === undefined || value === '') return fallback;
    if (validDay(value)) return value;
    errors.push(`${label}: a date as YYYY-MM-DD`);
    return fallback;
  };
  let from = dayFrom(query.from, defaultFrom, 'From');
  let to = dayFrom(query.to, defaultTo, 'To');
  if (from > to) {
    errors.push('From must not be after To');
    [from, to] = [to, from];
  }
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS) {
    errors.push(`At most ${MAX_DAYS} days at once`);
    from = dayOf(new Date(Date.parse(to) - MAX_DAYS * 86_400_000));
  }
  return {
    filter: {
      brand: (brand ?? 'all') as ReportFilter['brand'],
      channel: (channel ?? 'all') as ReportFilter['channel'],
      from,
      to,
    },
    errors,
  };
}

export const filterQuery = (filter: ReportFilter): string => new URLSearchParams({ ...filter }).toString();

export const BRAND_CHOICES: readonly (BrandId | 'all')[] = ['all', ...BRAND_IDS];
export const CHANNEL_CHOICES: readonly (Channel | 'all')[] = ['all', ...CHANNELS];

/** The filter's days as instants: from the start of `from` to the end of `to` (UTC). */
export function dayRange(filter: ReportFilter): { start: Date; end: Date } {
  return {
    start: new Date(`${filter.from}T00:00:00Z`),
    end: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000),
  };
}

/**
 * The brand and channel part of a where-clause over rows with `brand` and `consumer_name`
 * (quotations or their roll-ups) under `alias`, with its parameters from `$first` on.
 */
export function brandChannelWhere(
  filter: ReportFilter,
  alias: string,
  first: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (filter.brand !== 'all') {
    params.push(filter.brand);
    clauses.push(`${alias}.brand = $${first + params.length - 1}`);
  }
  if (filter.channel === 'direct') {
    params.push([...AGGREGATOR_CODES]);
    clauses.push(`not (${alias}.consumer_name = any($${first + params.length - 1}))`);
  } else if (filter.channel !== 'all') {
    params.push(filter.channel);
    clauses.push(`${alias}.consumer_name = $${first + params.length - 1}`);
  }
  return { sql: clauses.length > 0 ? clauses.join(' and ') : 'true', params };
}

/**
 * The same choice over the roll-ups, whose '*' rows stand for every brand or every code
 * (ops/ops-facts.ts): all brands and all channels read the '*' rows alone.
 */
export function rolledUpWhere(filter: ReportFilter, alias: string, first: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (filter.brand === 'all') clauses.push(`${alias}.brand = '*'`);
  else {
    params.push(filter.brand);
    clauses.push(`${alias}.brand = $${first + params.length - 1}`);
  }
  if (filter.channel === 'all') clauses.push(`${alias}.consumer_name = '*'`);
  else if (filter.channel === 'direct') {
    params.push([...AGGREGATOR_CODES]);
    clauses.push(`${alias}.consumer_name <> '*' and not (${alias}.consumer_name = any($${first + params.length - 1}))`);
  } else {
    params.push(filter.channel);
    clauses.push(`${alias}.consumer_name = $${first + params.length - 1}`);
  }
  return { sql: clauses.join(' and '), params };
}
