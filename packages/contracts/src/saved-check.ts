/** Save and come back later's request and answer (the words and paths: saved-check-texts.ts). */
import * as z from 'zod/mini';
import { answersSchema } from './answers.ts';
import { EMAIL_PATTERN } from './validation.ts';
import { SAVE_FOR_LATER_EMAIL_MESSAGES } from './saved-check-texts.ts';

/** The longest address the form accepts (the form's e-mail question says the same). */
const EMAIL_MAX_LENGTH = 100;

export const saveForLaterRequestSchema = z.object({
  email: z.string().check(
    z.minLength(1, SAVE_FOR_LATER_EMAIL_MESSAGES.required),
    z.maxLength(EMAIL_MAX_LENGTH, SAVE_FOR_LATER_EMAIL_MESSAGES.format),
    z.refine((value) => EMAIL_PATTERN.test(value.trim()), SAVE_FOR_LATER_EMAIL_MESSAGES.format),
  ),
  definitionId: z.string().check(z.maxLength(60)),
  stageId: z.string().check(z.maxLength(60)),
  answers: answersSchema,
});
export type SaveForLaterRequest = z.infer<typeof saveForLaterRequestSchema>;

/** The one answer to a save (202), sent or not: what the dialog says, and until when the link works (ISO 8601). */
export const saveForLaterResponseSchema = z.object({ message: z.string(), expiresAt: z.string() });
export type SaveForLaterResponse = z.infer<typeof saveForLaterResponseSchema>;
