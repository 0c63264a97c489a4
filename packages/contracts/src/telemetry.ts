import * as z from 'zod/mini';

/** Most analytics events one `POST /api/events` may carry. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Most error reports one `POST /api/client-errors` batch may carry. */
export const MAX_CLIENT_ERRORS_PER_BATCH = 20;
/** Most keys in one event's `data` or one report's `attributes`. */
export const MAX_TELEMETRY_DATA_KEYS = 30;

/** The browser's event names: pageView, permisssionCheckBoxSelect, consentAcceptAll… */
export const ANALYTICS_EVENT_NAME = /^[A-Za-z][A-Za-z0-9]{0,59}$/;
const DATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;

// PostgreSQL's jsonb refuses NUL and lone surrogates (they gave 500s): refused here as a 400.
const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Text of at most `max` characters, well-formed, with no control characters (line breaks only if `multiline`). */
export function telemetryText(max: number, { min = 0, multiline = false } = {}) {
  const controls = multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((text) => !LONE_SURROGATE.test(text), 'Must not contain a lone surrogate'),
    z.refine((text) => !controls.test(text), 'Must not contain control characters'),
  );
}

/** `constructor`, `toString`, `__proto__`…: names that mean something to every JavaScript object. */
const isPrototypeName = (key: string) => key in Object.prototype || key === 'prototype';

const dataKey = z.string().check(
  z.regex(DATA_KEY, 'Must be a letter then up to 59 letters, digits or underscores'),
  z.refine((key) => !isPrototypeName(key), 'Must not be a prototype property name'),
);

/** A flat value: what the browser's AnalyticsData holds (flags, codes, counts, lists of codes). */
const dataValue = z.union([
  telemetryText(200),
  z.number().check(z.refine(Number.isFinite, 'Must be a finite number')),
  z.boolean(),
  z.readonly(z.array(telemetryText(100)).check(z.maxLength(20))),
]);

/** Event `data` and report `attributes`: one level deep, so nothing nested ever reaches the database. */
export const telemetryDataSchema = z.pipe(
  // JSON.parse makes `__proto__` an own key, which a record's output would turn into a prototype.
  z.custom<unknown>((value) => !(typeof value === 'object' && value !== null && Object.hasOwn(value, '__proto__')), {
    error: 'Must not contain a __proto__ key',
  }),
  z
    .record(dataKey, dataValue)
    .check(
      z.refine(
        (data) => Object.keys(data).length <= MAX_TELEMETRY_DATA_KEYS,
        `At most ${MAX_TELEMETRY_DATA_KEYS} keys`,
      ),
    ),
);
export type TelemetryData = z.infer<typeof telemetryDataSchema>;

/** One docs/product/journey.md analytics event; `data` holds flags, codes and counts, never answers. */
export const analyticsEventSchema = z.strictObject({
  name: z.string().check(z.regex(ANALYTICS_EVENT_NAME, 'Must be a letter then up to 59 letters or digits')),
  at: z.optional(z.iso.datetime({ offset: true })),
  data: z.optional(telemetryDataSchema),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

/** `POST /api/events`: the browser's batched analytics. */
export const eventsBodySchema = z.strictObject({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type EventsBody = z.infer<typeof eventsBodySchema>;

/** docs/product/calls-and-errors.md#errors: one monitoring report (sawError, sawErrorPage, a timestamp) from the browser. */
export const clientErrorReportSchema = z.strictObject({
  message: telemetryText(2000, { min: 1, multiline: true }),
  name: z.optional(telemetryText(200)),
  stack: z.optional(telemetryText(10_000, { multiline: true })),
  url: z.optional(telemetryText(2000)),
  at: z.optional(z.iso.datetime({ offset: true })),
  attributes: z.optional(telemetryDataSchema),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** `POST /api/client-errors` also takes several reports at once. */
export const clientErrorBatchSchema = z.strictObject({
  errors: z.array(clientErrorReportSchema).check(z.minLength(1), z.maxLength(MAX_CLIENT_ERRORS_PER_BATCH)),
});
export type ClientErrorBatch = z.infer<typeof clientErrorBatchSchema>;
