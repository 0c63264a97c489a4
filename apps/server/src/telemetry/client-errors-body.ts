import { clientErrorBatchSchema, clientErrorReportSchema, type ClientErrorReport } from '@quickcheck/contracts';
import * as z from 'zod/mini';

/**
 * POST /api/client-errors' body (docs/product/calls-and-errors.md#errors, schemas shared with the
 * web app): one report, or a batch `{errors: [...]}`, picked by shape first so that a refusal names
 * the bad fields of the one the caller meant (a union would answer "Invalid input" for the whole
 * body). Parsed, it is the reports as a list.
 */
export const clientErrorsBodySchema = z.pipe(
  z.unknown(),
  z.transform((body, context): ClientErrorReport[] => {
    const isBatch = typeof body === 'object' && body !== null && 'errors' in body;
    const parsed = isBatch ? z.safeParse(clientErrorBatchSchema, body) : z.safeParse(clientErrorReportSchema, body);
    if (parsed.success) return 'errors' in parsed.data ? parsed.data.errors : [parsed.data];
    // Already worded and placed: passed on as they are (zod keeps a message it is given).
    context.issues.push(...parsed.error.issues.map((issue) => ({ ...issue, input: body }) as z.core.$ZodRawIssue));
    return []; // never seen: the issues refuse the body
  }),
);
