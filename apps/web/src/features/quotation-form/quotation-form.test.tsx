import { AGGREGATOR_STANDARD, QCO_STANDARD } from '@quickcheck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_ID, formToken, jsonResponse, pageConfig } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderForm, tokenWithStages } from './testing/render-form.tsx';

describe('the quotation form', () => {
  it('asks for the form with the brand consumer name and valid codes only', async () => {
    const api = mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderForm('/?o=OEM1&v=x&s=TRACK123');
    await screen.findByRole('heading', { name: 'About you' });
    const [call] = api.fetchMock.mock.calls[0] as [string];
    const query = new URL(call, 'http://localhost').searchParams;
    expect(query.get('consumerName')).toBe('QCHK');
    expect(query.get('oemc')).toBe('OEM1');
    expect(query.get('s')).toBe('TRACK123');
    // docs/product/data.md form request: no valid query vendor code, so the online entry method code (o) is next.
    expect(query.get('vc')).toBe('OEM1');
  });

  it('asks for the form with the journey the server resolved, read from the page config', async () => {
    const api = mockApi({ 'GET /api/form': { formResponse: formToken() } });
    const journey = {
      consumerName: 'MSM',
      aggregator: true,
      definitionId: AGGREGATOR_STANDARD.id,
      query: { vc: 'VEN1' },
    };
    await renderForm('/?s=ignored', { config: pageConfig({ journey }) });
    await screen.findByRole('heading', { name: 'About you' });
    const [call] = api.fetchMock.mock.calls[0] as [string];
    const query = new URL(call, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ consumerName: 'MSM', vc: 'VEN1', partner: 'quickcheck' });
    expect(document.body).toHaveAttribute('data-aggregator-view', 'true');
  });

  it('names the page’s brand in the form call, as the server reads it on localhost (an edit keeps a partner brand)', async () => {
    const api = mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderForm('/?quotation=q-1', { config: pageConfig({ brand: 'luma' }) });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/form')).toHaveLength(1));
    const [call] = api.fetchMock.mock.calls[0] as [string];
    expect(new URL(call, 'http://localhost').searchParams.get('partner')).toBe('luma');
  });

  it('draws the title and hero before the form call answers, then the form in place of its indicator', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/form': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderForm();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Check if you're eligible for a QuickCheck credit card",
    );
    expect(screen.getByRole('list', { name: 'Why use QuickCheck' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');

    answer(jsonResponse({ formResponse: formToken() }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders stage 1 with controls named after the answer keys', async () => {
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderForm();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Check if you're eligible for a QuickCheck credit card",
    );
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveAttribute('name', 'title');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('name', 'first-name');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
    const dateOfBirth = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(dateOfBirth).getByRole('textbox', { name: 'Day' })).toHaveAttribute('name', 'date-of-birth-day');
    expect(within(dateOfBirth).getByRole('textbox', { name: 'Month' })).toHaveAttribute('name', 'date-of-birth-month');
    expect(within(dateOfBirth).getByRole('textbox', { name: 'Year' })).toHaveAttribute('name', 'date-of-birth-year');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'email-address');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('name', 'mobile-number');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });

  it('shows the error summary and inline messages when stage 1 is submitted empty', async () => {
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: '6 errors' })).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Error: Please enter your first name');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 27 03 1985 Error: Please enter your date of birth',
    );

    await user.click(screen.getByRole('link', { name: 'Please enter your first name' }));
    expect(firstName).toHaveFocus();
  });

  it('checks the stage on the server and moves to stage 2 when it is valid', async () => {
    const api = mockApi({ 'GET /api/form': { formResponse: formToken() }, 'POST /api/stage': { errors: [] } });
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Title' }), 'Ms');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1985');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07700900982');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'Your address' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeInTheDocument();
    const [stageCall] = api.callsTo('POST', '/api/stage');
    expect(stageCall?.headers['Session-Id']).toBe(SESSION_ID);
    expect(stageCall?.body).toMatchObject({
      stageId: 'about-you',
      answers: { title: 'Ms', 'first-name': 'Ada', 'date-of-birth': '07-03-1985' },
    });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('07');
  });

  it("shows the server's stage errors the same way", async () => {
    mockApi({
      'GET /api/form': { formResponse: tokenWithStages([QCO_STANDARD.stages[3]!]) },
      'POST /api/stage': { errors: [{ field: 'marketing-permission', message: 'Please choose again' }] },
    });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: '1 error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please choose again' })).toBeInTheDocument();
  });

  it("shows a radio group's own message when it is left unanswered", async () => {
    mockApi({ 'GET /api/form': { formResponse: tokenWithStages([QCO_STANDARD.stages[2]!]) } });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const employment = screen.getByRole('group', { name: 'What is your employment status?' });
    expect(employment).toHaveAccessibleDescription('Error: Please select an answer');
    await user.click(screen.getAllByRole('link', { name: 'Please select an answer' })[0]!);
    expect(within(employment).getByRole('radio', { name: 'Employed full time' })).toHaveFocus();
  });

  it('shows the technical error when the form cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/form': () => jsonResponse({ error: 'down' }, 503) });
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
  });
});
