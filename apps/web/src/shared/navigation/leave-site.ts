/** Full-page navigation away from the app (the agreement host, a fresh start); one place to stub in tests. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

/** Full-page navigation that takes the current history entry's place (Back does not return to it). */
export function replaceWith(url: string): void {
  window.location.replace(url);
}
