import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored for a session or an enrolment link: a copy of the table cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
