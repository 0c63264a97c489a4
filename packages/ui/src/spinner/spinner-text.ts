/** docs/product/screens.md: the words under the spinner while a check runs (submission, and the result's redirects). */
export const CHECKING_DETAILS_MESSAGE = "We're checking your details";
