import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formPayload, formToken, result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { COMPLETE_ANSWERS } from '../testing/answers.ts';

const answer = (field: string) => COMPLETE_ANSWERS[field] ?? '';
import { renderForm } from '../testing/render-form.tsx';

const prefilled = { formResponse: formToken(formPayload({ formValues: COMPLETE_ANSWERS })) };

async function reachReview() {
  const api = mockApi({
    'GET /api/form': prefilled,
    'POST /api/stage': { errors: [] },
    'POST /api/quotation': result(),
  });
  const user = userEvent.setup();
  await renderForm();
  for (const stage of ['About you', 'Your address', 'Your finances', 'Staying in touch']) {
    await screen.findByRole('heading', { name: stage });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }
  await screen.findByRole('heading', { name: 'Check your answers' });
  return { api, user };
}

describe("'Check your answers'", () => {
  it('reads back every answer after the last stage, as the final step', async () => {
    await reachReview();
    expect(screen.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeInTheDocument();
    const aboutYou = screen.getByRole('region', { name: 'About you' });
    expect(within(aboutYou).getByText('First name').nextElementSibling).toHaveTextContent(answer('first-name'));
    expect(within(aboutYou).getByText(answer('date-of-birth').replaceAll('-', '/'))).toBeInTheDocument();
    expect(within(aboutYou).getByText('Home phone number (optional)').nextElementSibling).toHaveTextContent(
      'Not given',
    );
    const address = screen.getByRole('region', { name: 'Your address' });
    expect(within(address).getByText(`${answer('house-number')} ${answer('street-name')}`)).toBeInTheDocument();
    expect(within(address).getByText(answer('postcode'))).toBeInTheDocument();
    const finances = screen.getByRole('region', { name: 'Your finances' });
    expect(within(finances).getByText('Employed full time')).toBeInTheDocument();
    expect(within(finances).getByText('£30,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my eligibility' })).toHaveAttribute('type', 'submit');
  });

  it("'Change' opens that stage and comes straight back to the review", async () => {
    const { api, user } = await reachReview();
    await user.click(screen.getByRole('button', { name: 'Change first name' }));
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.getByRole('heading', { name: 'About you' })).toHaveFocus();
    await user.clear(firstName);
    await user.type(firstName, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const review = await screen.findByRole('heading', { name: 'Check your answers' });
    expect(review).toHaveFocus();
    expect(screen.getByText('Grace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    await screen.findByRole('heading', { name: 'Result route' }, { timeout: 4000 });
    expect(api.callsTo('POST', '/api/quotation')[0]?.body).toMatchObject({ response: { 'first-name': 'Grace' } });
  });

  it('Back from the review returns to the last stage with its answers', async () => {
    const { user } = await reachReview();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Staying in touch' });
    expect(screen.getByRole('checkbox', { name: /Tell me if I become eligible/ })).toBeChecked();
  });
});
