/** Full-page navigation away from the app (the agreement host, a fresh start); one place to stub in tests. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
