import { answersSchema } from '@quickcheck/contracts';
import * as z from 'zod/mini';

/** What is sealed: the signed form token (same session after a refresh), the address it was for, the answers. */
export const snapshotSchema = z.object({ token: z.string(), search: z.string(), answers: answersSchema });
export type FormSnapshot = z.infer<typeof snapshotSchema>;
