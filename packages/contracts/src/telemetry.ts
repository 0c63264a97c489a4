import * as z from 'zod';

/** Most analytics events one `POST /api/events` may carry. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Most error reports one `POST /api/client-errors` batch may carry. */
export const MAX_CLIENT_ERRORS_PER_BATCH = 20;

/** One spec §4 analytics event; `data` holds flags, codes and counts, never answers. */
export const analyticsEventSchema = z
  .object({
    name: z.string().min(1).max(60),
    at: z.iso.datetime({ offset: true }).optional(),
    data: z.record(z.string().max(60), z.unknown()).optional(),
  })
  .strict();
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;

/** `POST /api/events`: the browser's batched analytics. */
export const eventsBodySchema = z
  .object({ events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) })
  .strict();
export type EventsBody = z.infer<typeof eventsBodySchema>;

/** Spec §8: one monitoring report (sawError, sawErrorPage, a timestamp) from the browser. */
export const clientErrorReportSchema = z
  .object({
    message: z.string().min(1).max(2000),
    name: z.string().max(200).optional(),
    stack: z.string().max(10_000).optional(),
    url: z.string().max(2000).optional(),
    at: z.iso.datetime({ offset: true }).optional(),
    attributes: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** `POST /api/client-errors` also takes several reports at once. */
export const clientErrorBatchSchema = z
  .object({ errors: z.array(clientErrorReportSchema).min(1).max(MAX_CLIENT_ERRORS_PER_BATCH) })
  .strict();
export type ClientErrorBatch = z.infer<typeof clientErrorBatchSchema>;
