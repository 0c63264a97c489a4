export const VISITOR_ID_KEY = 'qc-visitor-id';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random id that identifies the browser, never the person; kept across visits in localStorage. */
export function getVisitorId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(VISITOR_ID_KEY);
    if (existing) return existing;
    const created = randomId();
    storage?.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    // Storage can be blocked (private browsing, policies): an id per page still works.
    return randomId();
  }
}
