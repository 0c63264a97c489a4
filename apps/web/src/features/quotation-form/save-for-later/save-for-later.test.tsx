import {
  QCO_STANDARD,
  SAVE_FOR_LATER_EMAIL_MESSAGES,
  SAVE_FOR_LATER_PATH,
  SAVE_FOR_LATER_SENT,
} from '@quickcheck/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_ID, formToken, jsonResponse, pageConfig } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderForm } from '../testing/render-form.tsx';
import { whenIdle } from '../../../common/scheduling/after-first-activity.ts';
import { loadFormDialogs } from '../form-dialogs-loader.ts';
import { SAVE_TOO_OFTEN } from './save-for-later-api.ts';
import { SAVE_EMAIL_LABEL, SAVE_FOR_LATER_LABEL, SEND_LINK_LABEL, SENT_TITLE } from './save-for-later-texts.ts';

const SAVE_API = `/api${SAVE_FOR_LATER_PATH}`;

async function openSaveDialog() {
  await screen.findByRole('heading', { name: 'About you' });
  await userEvent.click(await screen.findByRole('button', { name: SAVE_FOR_LATER_LABEL }));
  return screen.findByRole('dialog', { name: SAVE_FOR_LATER_LABEL });
}

describe('save and come back later', () => {
  it('asks for a valid address first, then sends the answers so far with the stage and shows the one answer', async () => {
    const api = mockApi({
      'GET /api/form': { formResponse: formToken() },
      [`POST ${SAVE_API}`]: () =>
        jsonResponse({ message: SAVE_FOR_LATER_SENT, expiresAt: '2026-12-05T13:42:00.000Z' }, 202),
    });
    await renderForm('/', { config: pageConfig({ brand: 'luma' }) });
    await screen.findByRole('heading', { name: 'About you' });
    await userEvent.type(document.querySelector<HTMLInputElement>('[name="first-name"]')!, 'Ada');
    // Half typed: the server would refuse it, so it stays behind (typed again on coming back).
    await userEvent.type(document.querySelector<HTMLInputElement>('[name="mobile-number"]')!, '0770');
    const dialog = await openSaveDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: SEND_LINK_LABEL }));
    expect(within(dialog).getByLabelText(SAVE_EMAIL_LABEL)).toHaveAccessibleDescription(
      `Error: ${SAVE_FOR_LATER_EMAIL_MESSAGES.required}`,
    );
    expect(api.callsTo('POST', SAVE_API)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(SAVE_EMAIL_LABEL), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: SEND_LINK_LABEL }));
    const sent = await screen.findByRole('dialog', { name: SENT_TITLE });
    // The date the e-mail gives, with its time zone, not 'a few days'.
    expect(within(sent).getByRole('status')).toHaveTextContent(
      `${SAVE_FOR_LATER_SENT} It works once, until 5 December 2026 at 1:42pm GMT.`,
    );
    const [call] = api.callsTo('POST', SAVE_API);
    expect(call?.headers['Session-Id']).toBe(SESSION_ID);
    expect(call?.body).toEqual({
      email: 'ada@example.com',
      definitionId: QCO_STANDARD.id,
      stageId: QCO_STANDARD.stages[0]!.id,
      answers: expect.objectContaining({ 'first-name': 'Ada' }),
    });
    expect(call?.body).not.toHaveProperty(['answers', 'mobile-number']);
    const [url] = api.fetchMock.mock.calls.find(([input]) => String(input).includes(SAVE_API)) as [string];
    expect(new URL(url, 'http://localhost').searchParams.get('partner')).toBe('luma');
  });

  it('is not offered where the server sends no e-mail (its page config says so)', async () => {
    mockApi({ 'GET /api/form': { formResponse: formToken() } });
    await renderForm('/', { config: pageConfig({ saveForLater: false }) });
    await screen.findByRole('heading', { name: 'About you' });
    // Past the moment the button would come: the idle moment after the form mounted, its chunk loaded.
    await new Promise<void>((resolve) => whenIdle(resolve));
    await act(() => loadFormDialogs());
    expect(screen.queryByRole('button', { name: SAVE_FOR_LATER_LABEL })).not.toBeInTheDocument();
  });

  it('says when the server refuses for now, keeping the dialog open to try again', async () => {
    mockApi({
      'GET /api/form': { formResponse: formToken() },
      [`POST ${SAVE_API}`]: () => jsonResponse({ error: 'Too many requests, please try again in a minute' }, 429),
    });
    await renderForm('/');
    const dialog = await openSaveDialog();
    await userEvent.type(within(dialog).getByLabelText(SAVE_EMAIL_LABEL), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: SEND_LINK_LABEL }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVE_TOO_OFTEN);
    expect(within(dialog).getByRole('button', { name: SEND_LINK_LABEL })).toBeEnabled();
  });
});
