/** The save button's and dialog's words: one home for the components and the e2e tests. */
export { SAVE_FOR_LATER_LABEL } from '../../../common/save-offer/save-offer.ts';
export const SAVE_EMAIL_LABEL = 'Your e-mail address';
export const SEND_LINK_LABEL = 'Send me the link';
export const SENT_TITLE = 'Check your e-mail';
