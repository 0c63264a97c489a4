const DAY_MS = 24 * 60 * 60 * 1000;
/** The day as the visitor's calendar has it: quotes are for UK visitors, in UK time. */
const ukDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const ukHourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hour12: false });

/** The UK calendar day of an instant, YYYY-MM-DD. */
export const ukDay = (instant: Date): string => ukDayFormat.format(instant);

/**
 * The instant a UK day begins. UK clocks change at 01:00 UTC, so midnight is never skipped or
 * repeated and its offset is the one UTC midnight of that day sees (0 in winter, 1 hour in summer).
 */
function startOfUkDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offsetHours = Number(ukHourFormat.format(utcMidnight)) % 24;
  return new Date(utcMidnight.getTime() - offsetHours * 60 * 60 * 1000);
}

/**
 * When an offer made at `decidedAt` stops holding: at the end of the UK day `days` days after the
 * decision's, so 'valid until 25 December' means all of 25 December. 0 days holds nothing (the
 * offer ends as it is made): for demonstrations and tests of the expired page.
 */
export function quoteValidUntil(decidedAt: Date, days: number): Date {
  if (days === 0) return decidedAt;
  const lastDay = new Date(new Date(`${ukDay(decidedAt)}T12:00:00Z`).getTime() + days * DAY_MS);
  return startOfUkDay(ukDay(new Date(lastDay.getTime() + DAY_MS)));
}

/** The last UK day the offer holds (YYYY-MM-DD), as the pages show it: the day before it stops. */
export const lastValidDay = (validUntil: Date): string => ukDay(new Date(validUntil.getTime() - 1));

/** The offer stops at `validUntil`: from that instant on it can be neither shown nor accepted. */
export const quoteExpired = (validUntil: Date, now: Date): boolean => now.getTime() >= validUntil.getTime();
