import { FIELD, isValidPostcode } from '@quickcheck/contracts';
import { parseDecisionReference } from '../quotation/decision-reference.ts';

/** How a person is found (issue 36 item 1): by one of three keys, never by decrypting every row. */
export type PersonQuery =
  | { by: 'email'; email: string }
  | { by: 'reference'; reference: string }
  | { by: 'person'; surname: string; dateOfBirth: string; postcode: string };

export const PERSON_QUERY_FIELDS = ['email', 'reference', 'surname', 'dateOfBirth', 'postcode'] as const;
export type PersonQueryForm = Partial<Record<(typeof PERSON_QUERY_FIELDS)[number], string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;

/** The date of birth as the form stores it (`DD-MM-YYYY`, contracts' DATE_OF_BIRTH_PARTS), or undefined. */
function storedDateOfBirth(text: string): string | undefined {
  const parts = DATE.exec(text.trim());
  if (!parts) return undefined;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** One key from the find form, or what is wrong with it (said to the operator, never logged). */
export function readPersonQuery(form: PersonQueryForm): { query?: PersonQuery; problem?: string } {
  const value = (name: keyof PersonQueryForm) => (form[name] ?? '').trim().slice(0, 200);
  const [email, reference, surname, dateOfBirth, postcode] = PERSON_QUERY_FIELDS.map(value) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const given = [email !== '', reference !== '', surname + dateOfBirth + postcode !== ''].filter(Boolean).length;
  if (given === 0) return {};
  if (given > 1)
    return {
      problem:
        'Find by one key at a time: an e-mail address, a quote reference, or surname, date of birth and postcode',
    };
  if (email)
    return EMAIL.test(email)
      ? { query: { by: 'email', email } }
      : { problem: 'Enter an e-mail address like name@example.com' };
  if (reference) {
    const parsed = parseDecisionReference(reference);
    return parsed
      ? { query: { by: 'reference', reference: parsed } }
      : { problem: 'That is not a quote reference (QC-XXXX-XXXX): check each character' };
  }
  const date = storedDateOfBirth(dateOfBirth);
  if (!surname || !date || !isValidPostcode(postcode))
    return { problem: 'Enter the surname, a date of birth as DD-MM-YYYY and a UK postcode, all three' };
  return { query: { by: 'person', surname, dateOfBirth: date, postcode } };
}

/** The answers a keyed hash is made from (pii-crypto.ts), for the query's own fields. */
export function answersOfQuery(query: PersonQuery): Record<string, string> {
  if (query.by === 'email') return { [FIELD.email]: query.email };
  if (query.by === 'person')
    return {
      [FIELD.lastName]: query.surname,
      [FIELD.dateOfBirth]: query.dateOfBirth,
      [FIELD.postcode]: query.postcode,
    };
  return {};
}
