import * as z from 'zod/mini';
import { answersSchema } from './answers.ts';
import { EMAIL_PATTERN } from './validation.ts';

/**
 * Save and come back later (issue 23 item 3, docs/decisions/025). Outside API_PATHS on purpose:
 * the first load imports that table, and only the lazy save dialog needs this path.
 */
export const SAVE_FOR_LATER_PATH = '/saved-checks';
/** The page the e-mailed link opens: GET only shows 'Continue your check', pressing it posts. */
export const CONTINUE_PATH = '/continue';
/** The form field the 'Continue your check' button posts the link's token in. */
export const CONTINUE_TOKEN_FIELD = 'continue-token';
/** The review after the definition's stages: a check saved there comes back to it. */
export const REVIEW_STAGE_ID = 'check-your-answers';

export const SAVE_FOR_LATER_LABEL = 'Save and come back later';
export const CONTINUE_LABEL = 'Continue your check';
/** The same answer whatever the address: it never tells whether an address is known. */
export const SAVE_FOR_LATER_SENT =
  'If that address can receive e-mail, a link to continue your check is on its way. It works once.';
export const SAVE_FOR_LATER_EMAIL_MESSAGES = {
  required: 'Enter the e-mail address to send the link to',
  format: 'Enter an e-mail address in the correct format, like name@example.com',
} as const;
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

export const saveForLaterResponseSchema = z.object({ message: z.string() });
