// One home for a date with a time as a UK visitor reads it: the e-mail, the link's page and the save dialog.

const ukDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const ukTime = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});

/**
 * '2 December 2026 at 9:05pm GMT' (or BST in summer): a time means nothing without its zone, and
 * a reader abroad must not take it for their own clock's.
 */
export function ukDateTime(date: Date): string {
  const parts = ukTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${ukDay.format(date)} at ${part('hour')}:${part('minute')}${part('dayPeriod')} ${part('timeZoneName')}`;
}
