import type { Answers } from './answers.ts';
import { FIELD } from './answer-keys.ts';
import type { UserData } from './result.ts';

/** The play-back of the answers that result pages show (docs/product/data.md userData). */
export function userDataFrom(answers: Answers): UserData {
  const get = (key: string) => (answers[key] ?? '').trim();
  const houseFlatNameNumber = [get(FIELD.flatNumber), get(FIELD.houseName), get(FIELD.houseNumber)]
    .filter(Boolean)
    .join(' ');
  return {
    title: get(FIELD.title),
    firstName: get(FIELD.firstName),
    lastName: get(FIELD.lastName),
    dateOfBirth: get(FIELD.dateOfBirth),
    employmentStatus: get(FIELD.employmentStatus),
    occupation: get(FIELD.occupation),
    houseFlatNameNumber,
    streetName: get(FIELD.streetName),
    addressLine2: get(FIELD.addressLine2),
    townCity: get(FIELD.townCity),
    county: get(FIELD.county),
    postcode: get(FIELD.postcode),
    yearsAtAddress: get(FIELD.yearsAtAddress),
  };
}
