import * as z from 'zod/mini';

const MAX_ANSWER_LENGTH = 200;

/** Answers travel as strings keyed by field id; unknown keys are rejected by the server's stage rules. */
export const answersSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(80)),
  z.string().check(z.maxLength(MAX_ANSWER_LENGTH)),
);
export type Answers = z.infer<typeof answersSchema>;
