import { FIELD, QCO_STANDARD, type Question } from '@quickcheck/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateQuestion } from './date-question.tsx';

const question = QCO_STANDARD.stages[0]!.questions.find((each) => each.id === FIELD.dateOfBirth) as Question;

describe('the date question', () => {
  it('shows an answer set from outside its boxes (typed before hydration, adopted by the form)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateQuestion question={question} answers={{}} errors={{}} onChange={onChange} />);
    rerender(
      <DateQuestion
        question={question}
        answers={{ [FIELD.dateOfBirth]: '07-03-1985' }}
        errors={{}}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Day')).toHaveValue('07');
    expect(screen.getByLabelText('Month')).toHaveValue('03');
    expect(screen.getByLabelText('Year')).toHaveValue('1985');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('leaves its boxes as typed when its own answer comes back joined', async () => {
    let answers = {};
    const onChange = (changes: Record<string, string>) => (answers = { ...answers, ...changes });
    const { rerender } = render(<DateQuestion question={question} answers={answers} errors={{}} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Day'), '7');
    rerender(<DateQuestion question={question} answers={answers} errors={{}} onChange={onChange} />);
    expect(answers).toEqual({ [FIELD.dateOfBirth]: '07--' });
    expect(screen.getByLabelText('Day')).toHaveValue('7');
  });
});
