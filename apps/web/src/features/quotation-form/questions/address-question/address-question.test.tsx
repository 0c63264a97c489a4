import { QCO_STANDARD, type Address } from '@quickcheck/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_ID, jsonResponse } from '../../../../test/fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderForm, tokenWithStages } from '../../testing/render-form.tsx';

const addressStage = QCO_STANDARD.stages[1]!;
const form = { formResponse: tokenWithStages([addressStage, QCO_STANDARD.stages[3]!]) };

const address = (id: string, houseNumber: string): Address => ({
  id,
  label: `${houseNumber} High Street, London, SW1A 1AA`,
  houseNumber,
  houseName: '',
  flatNumber: '',
  streetName: 'High Street',
  addressLine2: '',
  townCity: 'London',
  county: 'Greater London',
  postcode: 'SW1A 1AA',
});

async function openAddressStage(handlers: Record<string, unknown> = {}) {
  const api = mockApi({ 'GET /api/form': form, 'POST /api/stage': { errors: [] }, ...handlers });
  const user = userEvent.setup();
  await renderForm();
  await screen.findByRole('heading', { name: 'Your address' });
  // The address question's code is lazy (not in the first load).
  await screen.findByRole('textbox', { name: 'Postcode' });
  return { api, user };
}

describe('the address question', () => {
  it('asks for a postcode before looking anything up', async () => {
    const { api, user } = await openAddressStage();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    expect(postcode).toHaveAttribute('name', 'postcode');
    expect(postcode).toHaveAttribute('autocomplete', 'postal-code');

    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();

    await user.type(postcode, 'NOT A POSTCODE');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(screen.getByText('This is not a valid Postcode')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/address-lookup')).toHaveLength(0);
  });

  it('finds addresses by postcode and fills the answers from the one chosen', async () => {
    const { api, user } = await openAddressStage({
      'POST /api/address-lookup': { addresses: [address('a1', '10'), address('a2', '12')] },
    });
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa');
    await user.click(screen.getByRole('button', { name: 'Find address' }));

    const select = await screen.findByRole('combobox', { name: 'Select your address' });
    expect(api.callsTo('POST', '/api/address-lookup')[0]).toMatchObject({
      body: { postcode: 'sw1a 1aa' },
      headers: { 'Session-Id': SESSION_ID },
    });
    await user.selectOptions(select, '12 High Street, London, SW1A 1AA');

    expect(screen.getByText('12 High Street')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change your home address' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /How many years/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Staying in touch' });
    expect(api.callsTo('POST', '/api/stage')[0]?.body).toMatchObject({
      stageId: 'your-address',
      answers: { 'house-number': '12', 'street-name': 'High Street', 'town-city': 'London', postcode: 'SW1A 1AA' },
    });
  });

  it('opens manual entry with a message when the lookup fails', async () => {
    const { user } = await openAddressStage({
      'POST /api/address-lookup': () => jsonResponse({ error: 'Address lookup failed' }, 502),
    });
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'ZZ1 1ZZ');
    await user.click(screen.getByRole('button', { name: 'Find address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Address lookup failed, please enter address manually');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAttribute('name', 'street-name');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('ZZ1 1ZZ');
  });

  it("reveals a box for every part of the address after 'Enter address manually'", async () => {
    const { user } = await openAddressStage();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    const names = {
      'Flat number': 'flat-number',
      'House name': 'house-name',
      'House number': 'house-number',
      Street: 'street-name',
      'Address line 2': 'address-line-2',
      'Town or city': 'town-city',
      County: 'county',
      Postcode: 'postcode',
    };
    for (const [label, name] of Object.entries(names)) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('name', name);
    }
    // The pressed button is gone: focus goes on to the first box rather than to the page's start.
    expect(screen.getByRole('textbox', { name: 'Flat number' })).toHaveFocus();
  });

  it('asks for a previous address when the visitor moved in under 3 years ago', async () => {
    const { user } = await openAddressStage();
    await user.type(screen.getByRole('textbox', { name: /How many years/ }), '2');
    const previous = screen.getByRole('group', { name: 'Your previous address' });
    expect(within(previous).getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('name', 'previous-postcode');
  });
});
