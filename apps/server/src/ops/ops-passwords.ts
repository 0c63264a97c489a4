import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's Password Storage Cheat Sheet, argon2id: 19 MiB of memory, 2 passes, 1 lane. The
 * parameters travel inside each hash, so raising them later still verifies older hashes.
 */
export const ARGON2ID_OPTIONS = {
  // Algorithm.Argon2id: the package's const enum cannot be read under isolatedModules.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

// Verified when the email is unknown, so an unknown account costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; `stored` undefined (no such account) still spends one verification. */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoyHash ??= hashPassword('decoy password that matches no account');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
