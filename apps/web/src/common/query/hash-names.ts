/** The prefill names a visitor's address may give in its hash (docs/product/screens.md). */
export interface HashNames {
  firstName?: string;
  lastName?: string;
}

/**
 * The one thing the browser reads from its address itself: the hash never reaches the server, so
 * names put there stay out of its logs (the query's journey values come from the page config).
 */
export function namesInHash(hash: string): HashNames {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const names: HashNames = {};
  for (const key of ['firstName', 'lastName'] as const) {
    const value = params.get(key)?.trim();
    if (value) names[key] = value;
  }
  return names;
}
