/** docs/product/data.md: the quotation id is kept locally on the landing and removed when the pending page is left. */
const KEY = 'qc-ob-quotation';

export function storeQuotation(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage can be off (private mode); the id also travels in the hand-back address.
  }
}

export function storedQuotation(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetQuotation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
