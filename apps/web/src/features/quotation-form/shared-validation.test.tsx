import { QCO_STANDARD } from '@quickcheck/contracts';
import { SHARED_VALIDATION_CASES, VALID_STAGE_ANSWERS } from '@quickcheck/contracts/fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formPayload, formToken } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderForm } from './testing/render-form.tsx';

/** The same table apps/server/test/shared-validation.test.ts sends to POST /api/stage. */
describe('the browser form gives the shared validation messages', () => {
  it.each(SHARED_VALIDATION_CASES)('$name', async ({ stageId, answers, message }) => {
    const stage = QCO_STANDARD.stages.find((candidate) => candidate.id === stageId)!;
    const payload = formPayload({
      definition: { id: 'qco-standard', stages: [stage] },
      formValues: { ...VALID_STAGE_ANSWERS, ...answers },
    });
    const api = mockApi({ 'GET /api/form': { formResponse: formToken(payload) } });
    const user = userEvent.setup();
    await renderForm();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: /^\d+ errors?$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    // The summary and the message beside the field.
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST', '/api/stage')).toHaveLength(0);
  });
});
