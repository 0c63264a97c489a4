import { isJourneyQuery, resultResponseSchema, type JourneyQuery } from '@quickcheck/contracts';
import * as z from 'zod/mini';

/** What is sealed for a refresh of a result page: the result as the server answered it, and the journey around it. */
export const outcomeSnapshotSchema = z.object({
  result: resultResponseSchema,
  brand: z.string(),
  consumerName: z.string(),
  journey: z.custom<JourneyQuery>(isJourneyQuery),
});
