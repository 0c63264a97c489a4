import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { randomBytesFromPool } from './random-pool.ts';
import { FIELD, normalisePostcode, type Answers } from '@quickcheck/contracts';

const FORMAT = 'v1';
const IV_BYTES = 12;

/** Encrypts answers at rest and makes the keyed identity hash used for already-applied matching. */
export interface PiiProtector {
  encryptAnswers(answers: Answers): string;
  decryptAnswers(sealed: string): Answers;
  identityHash(answers: Answers): string;
  /** Keyed hash of the contact detail an acceptance is bound to (the email address). */
  contactHash(answers: Answers): string;
  /**
   * Keyed hash of surname, date of birth and postcode: how a data-protection request finds a person
   * without their e-mail or reference (issue 36). Undefined when any of the three is missing.
   */
  personHash(answers: Answers): string | undefined;
}

/** Two independent sub-keys from PII_KEY: a leaked hash key must not help decrypt, and vice versa. */
function subKey(piiKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', piiKey, 'quickcheck-pii', purpose, 32));
}

const normaliseName = (value: string | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

export function createPiiProtector(piiKey: string): PiiProtector {
  const encryptionKey = subKey(piiKey, 'answers-encryption');
  const identityKey = subKey(piiKey, 'identity-hash');
  const contactKey = subKey(piiKey, 'contact-hash');
  const personKey = subKey(piiKey, 'person-hash');
  return {
    encryptAnswers(answers) {
      const iv = randomBytesFromPool(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(answers), 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [FORMAT, ...parts].join('.');
    },
    decryptAnswers(sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error('Unknown sealed answers format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as Answers;
    },
    // Case, spacing and postcode formatting must not let the same person look like someone new.
    identityHash(answers) {
      const parts = [
        normaliseName(answers[FIELD.lastName]),
        normaliseName(answers[FIELD.firstName]),
        (answers[FIELD.dateOfBirth] ?? '').trim(),
        normalisePostcode(answers[FIELD.postcode] ?? ''),
      ];
      return createHmac('sha256', identityKey).update(parts.join('\u001f')).digest('base64url');
    },
    contactHash(answers) {
      const email = (answers[FIELD.email] ?? '').trim().toLowerCase();
      return createHmac('sha256', contactKey).update(email).digest('base64url');
    },
    personHash(answers) {
      const parts = [
        normaliseName(answers[FIELD.lastName]),
        (answers[FIELD.dateOfBirth] ?? '').trim(),
        normalisePostcode(answers[FIELD.postcode] ?? ''),
      ];
      if (parts.some((part) => part === '')) return undefined;
      return createHmac('sha256', personKey).update(parts.join('\u001f')).digest('base64url');
    },
  };
}
