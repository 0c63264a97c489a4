// No zod here: the page's first load may name these without the schemas (issue 12).
import { ukDateTime } from './uk-date-time.ts';

/**
 * Save and come back later (issue 23 item 3, docs/decisions/025). Outside API_PATHS on purpose:
 * the first load imports that table, and only the lazy save dialog needs this path.
 */
export const SAVE_FOR_LATER_PATH = '/saved-checks';
/** The page the e-mailed link opens: GET only shows 'Continue your check', pressing it posts. */
export const CONTINUE_PATH = '/continue';
/** The form field the 'Continue your check' button posts the link's token in. */
export const CONTINUE_TOKEN_FIELD = 'continue-token';
export const CONTINUE_LABEL = 'Continue your check';
/** The same answer whatever the address: it never tells whether an address is known. */
export const SAVE_FOR_LATER_SENT = 'If that address can receive e-mail, a link to continue your check is on its way.';
/** The answer with the date the e-mail gives (the same for every address asked at that moment). */
export const saveForLaterSent = (expiresAt: Date) =>
  `${SAVE_FOR_LATER_SENT} It works once, until ${ukDateTime(expiresAt)}.`;
export const SAVE_FOR_LATER_EMAIL_MESSAGES = {
  required: 'Enter the e-mail address to send the link to',
  format: 'Enter an e-mail address in the correct format, like name@example.com',
} as const;
