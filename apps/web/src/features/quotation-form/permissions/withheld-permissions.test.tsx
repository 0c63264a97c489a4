import { QCO_STANDARD } from '@quickcheck/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formPayload, formToken, result } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { COMPLETE_ANSWERS } from '../testing/answers.ts';
import { renderForm } from '../testing/render-form.tsx';
import { permissionsWithheld } from '@quickcheck/brands';
import { definitionToAsk } from './withheld-permissions.ts';

describe('permissionsWithheld (docs/product/validation.md)', () => {
  it('withholds them for the product-specific brands, comparison-site visitors and aggregator edits only', () => {
    const ask = (brand: 'quickcheck' | 'luma' | 'postoffice' | 'ocean' | 'thinkmoney', consumerName: string) =>
      permissionsWithheld({ brand, consumerName, editing: false });
    expect(ask('quickcheck', 'QCHK')).toBe(false);
    expect(ask('luma', 'LUMA')).toBe(false);
    expect(ask('postoffice', 'POST')).toBe(true);
    expect(ask('ocean', 'OCEAN')).toBe(true);
    expect(ask('thinkmoney', 'TM')).toBe(true);
    expect(ask('quickcheck', 'MSM')).toBe(true);
    expect(permissionsWithheld({ brand: 'quickcheck', consumerName: 'ctm', editing: true })).toBe(true);
    expect(permissionsWithheld({ brand: 'quickcheck', consumerName: 'QCHK', editing: true })).toBe(false);
  });

  it('drops the permission questions and the stage they leave empty, keeping every other question', () => {
    const asked = definitionToAsk(QCO_STANDARD, { brand: 'ocean', consumerName: 'OCEAN', editing: false });
    expect(asked.stages.map((stage) => stage.id)).toEqual(['about-you', 'your-address', 'your-finances']);
    expect(asked.stages).toEqual(QCO_STANDARD.stages.slice(0, 3));
    expect(definitionToAsk(QCO_STANDARD, { brand: 'luma', consumerName: 'LUMA', editing: false })).toBe(QCO_STANDARD);
  });
});

describe('a form whose permissions docs/product/validation.md overrides', () => {
  it("skips 'Staying in touch' and sends both permissions as 'false'", async () => {
    const answers = { ...COMPLETE_ANSWERS, 'marketing-permission': 'true', 'future-soft-search-permission': 'true' };
    const api = mockApi({
      'GET /api/form': { formResponse: formToken(formPayload({ consumerName: 'MSM', formValues: answers })) },
      'POST /api/stage': { errors: [] },
      'POST /api/quotation': result(),
    });
    const user = userEvent.setup();
    await renderForm();
    for (const stage of ['About you', 'Your address', 'Your finances']) {
      await screen.findByRole('heading', { name: stage });
      expect(screen.getByRole('progressbar', { name: /^Step \d of 4$/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    }
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(screen.queryByRole('region', { name: 'Staying in touch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    await screen.findByRole('heading', { name: 'Result route' }, { timeout: 4000 });
    expect(api.callsTo('POST', '/api/quotation')[0]?.body).toMatchObject({
      marketingOptIn: 'false',
      requoteOptIn: 'false',
      response: { 'marketing-permission': 'false', 'future-soft-search-permission': 'false' },
    });
  });
});
