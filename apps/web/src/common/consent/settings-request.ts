/**
 * The footer's 'Cookie settings' asks the consent feature to reopen its preferences here. The
 * consent code may load after the click (it is lazy), so an unanswered request waits for it.
 */
type RequestListener = () => void;

let listener: RequestListener | undefined;
let waiting = false;

/** Asks for 'Manage your cookies'; answered now, or as soon as the consent feature listens. */
export function requestConsentSettings(): void {
  if (listener) listener();
  else waiting = true;
}

/** The consent feature's one listener; a request made before it listened is answered at once. */
export function onConsentSettingsRequest(next: RequestListener): () => void {
  listener = next;
  if (waiting) {
    waiting = false;
    next();
  }
  return () => {
    if (listener === next) listener = undefined;
  };
}
