import { FIELD, QCO_STANDARD } from '@quickcheck/contracts';
import { describe, expect, it } from 'vitest';
import { answersOfPostedFields } from './posted-answers.ts';

describe('answers of a stage posted before the page script took over', () => {
  it('are the controls named after answer keys, the date boxes joined as the date question joins them', () => {
    const answers = answersOfPostedFields(QCO_STANDARD, {
      title: 'Ms',
      'first-name': 'Jo',
      'last-name': 'Bloggs',
      'date-of-birth-day': '7',
      'date-of-birth-month': '3',
      'date-of-birth-year': '1985',
      'email-address': 'jo@example.com',
      'mobile-number': '07700 900 982',
    });
    expect(answers).toEqual({
      [FIELD.title]: 'Ms',
      [FIELD.firstName]: 'Jo',
      [FIELD.lastName]: 'Bloggs',
      [FIELD.dateOfBirth]: '07-03-1985',
      [FIELD.email]: 'jo@example.com',
      [FIELD.mobile]: '07700 900 982',
    });
  });

  it('leave out empty controls and names no visible question owns', () => {
    const answers = answersOfPostedFields(QCO_STANDARD, {
      title: '',
      'first-name': 'Jo',
      'home-number': '',
      'date-of-birth-day': '',
      'date-of-birth-month': '',
      'date-of-birth-year': '',
      'not-a-question': 'x',
    });
    expect(answers).toEqual({ [FIELD.firstName]: 'Jo' });
  });
});
