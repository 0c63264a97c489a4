import { randomFillSync } from 'node:crypto';

/**
 * Random bytes from the system's CSPRNG, fetched 4 KB at a time, as Node's randomUUID does: one
 * randomBytes or randomFillSync call per value is a trip into the system each time, and profiles
 * showed those trips (a form session id's random bits, an AES-GCM nonce per sealed record) at
 * 2–3% of a request. The bytes are the same CSPRNG's; the offset only moves forward until the next
 * refill, so no byte is handed out twice, and each value is a copy the pool never touches again.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** Copies `length` fresh random bytes into `target` at `at`. */
export function fillRandom(target: Uint8Array, at: number, length: number): void {
  if (length > POOL_BYTES) {
    randomFillSync(target, at, length);
    return;
  }
  if (offset + length > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  pool.copy(target, at, offset, offset + length);
  offset += length;
}

/** `length` fresh random bytes in a buffer of their own. */
export function randomBytesFromPool(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  fillRandom(bytes, 0, length);
  return bytes;
}
