import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as leaveSite from '../../common/navigation/leave-site.ts';
import { formPayload, formToken, jsonResponse } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { COMPLETE_ANSWERS } from './testing/answers.ts';
import { renderForm } from './testing/render-form.tsx';

const context = { brand: 'quickcheck', journeyType: 'pre-pop' as const, editOf: 'q-1' };

describe('edit mode and prefill', () => {
  it("shows 'Edit your details' with the stored answers, and asks for them by quotation id", async () => {
    const payload = formPayload({
      formValues: COMPLETE_ANSWERS,
      requestDetails: { quotationContext: { ...context, consumerName: 'QCHK' } },
    });
    const api = mockApi({ 'GET /api/form': { formResponse: formToken(payload) } });
    await renderForm('/?quotation=q-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your details' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue(COMPLETE_ANSWERS['first-name']);
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue(COMPLETE_ANSWERS['date-of-birth']?.slice(-4));
    expect(screen.queryByRole('list', { name: 'Why use QuickCheck' })).not.toBeInTheDocument();
    const [url] = api.fetchMock.mock.calls[0] as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('quotation')).toBe('q-1');
  });

  it('gives an aggregator edit its own title and marks the page as an aggregator view', async () => {
    const payload = formPayload({
      consumerName: 'MSM',
      formValues: COMPLETE_ANSWERS,
      requestDetails: { quotationContext: { ...context, consumerName: 'MSM' } },
    });
    const api = mockApi({ 'GET /api/form': { formResponse: formToken(payload) } });
    await renderForm('/?quotation=q-1&consumerName=msm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check the details from your comparison site' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-aggregator-view', 'true');
    const [url] = api.fetchMock.mock.calls[0] as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('consumerName')).toBe('MSM');
  });

  it('prefills the names from the query or the hash', async () => {
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderForm('/?firstName=Ada#lastName=Lovelace');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  });
});

describe('an edit this browser may not open', () => {
  it('starts a fresh check with the rest of the query, not an error page', async () => {
    const replace = vi.spyOn(leaveSite, 'replaceWith').mockImplementation(() => undefined);
    mockApi({ 'GET /api/form': () => jsonResponse({ error: 'Not yours' }, 403) });
    await renderForm('/?quotation=q-1&partner=luma&s=abc');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/?partner=luma&s=abc'));
    expect(screen.queryByRole('heading', { name: /something went wrong/i })).not.toBeInTheDocument();
  });
});
