import * as z from 'zod/mini';

/** Most analytics events one `POST /api/events` may carry. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Most error reports one `POST /api/client-errors` batch may carry. */
export const MAX_CLIENT_ERRORS_PER_BATCH = 20;

/** One spec §4 analytics event; `data` holds flags, codes and counts, never answers. */
export const analyticsEventSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  at: z.optional(z.iso.datetime({ offset: true })),
  data: z.optional(z.record(z.string().check(z.maxLength(60)), z.unknown())),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

/** `POST /api/events`: the browser's batched analytics. */
export const eventsBodySchema = z.strictObject({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type EventsBody = z.infer<typeof eventsBodySchema>;

/** Spec §8: one monitoring report (sawError, sawErrorPage, a timestamp) from the browser. */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  name: z.optional(z.string().check(z.maxLength(200))),
  stack: z.optional(z.string().check(z.maxLength(10_000))),
  url: z.optional(z.string().check(z.maxLength(2000))),
  at: z.optional(z.iso.datetime({ offset: true })),
  attributes: z.optional(
    z.record(z.string().check(z.maxLength(60)), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean()])),
  ),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** `POST /api/client-errors` also takes several reports at once. */
export const clientErrorBatchSchema = z.strictObject({
  errors: z.array(clientErrorReportSchema).check(z.minLength(1), z.maxLength(MAX_CLIENT_ERRORS_PER_BATCH)),
});
export type ClientErrorBatch = z.infer<typeof clientErrorBatchSchema>;
