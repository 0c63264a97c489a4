/** AES-GCM with the session's snapshot key (WebCrypto): what a refresh needs, unreadable without the key. */

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The server's key (base64url of 32 bytes), usable only to seal and open, never exported again. */
export function importSnapshotKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64(key), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function seal(key: CryptoKey, value: unknown): Promise<{ iv: string; sealed: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  return { iv: toBase64(iv), sealed: toBase64(sealed) };
}

/** Throws when the key is not the one it was sealed with, or the text was changed. */
export async function unseal(key: CryptoKey, iv: string, sealed: string): Promise<unknown> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(sealed));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
