export interface DateParts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: string) => (/^\d$/.test(value) ? `0${value}` : value);

/** Joins the three boxes into the `DD-MM-YYYY` answer, zero-padding a single-digit day or month. */
export function joinDate({ day, month, year }: DateParts): string {
  const parts = [day.trim(), month.trim(), year.trim()];
  if (parts.every((part) => part === '')) return '';
  return [pad(parts[0] ?? ''), pad(parts[1] ?? ''), parts[2]].join('-');
}

/** Splits a `DD-MM-YYYY` answer back into its boxes (e.g. when the visitor goes back a stage). */
export function splitDate(answer: string | undefined): DateParts {
  const [day = '', month = '', year = ''] = (answer ?? '').split('-');
  return { day, month, year };
}
