const ENGLISH_PLURALS = new Intl.PluralRules('en-GB');

/** A count with its noun in the right number ('1 offer', '2 offers'), by the language's own plural rules. */
export const countOf = (count: number, one: string, other: string) =>
  `${count} ${ENGLISH_PLURALS.select(count) === 'one' ? one : other}`;
