import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AFFORDABILITY_FINDINGS } from '@quickcheck/contracts';
import { result } from '../../../test/fixtures.ts';
import { loadBrandContent } from '../brand-content/use-brand-content.ts';
import { renderResult } from './render-result.test-utils.tsx';

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the decline pages, in the spec’s words', () => {
  beforeAll(async () => {
    await Promise.all([loadBrandContent('quickcheck'), loadBrandContent('very')]);
  });

  it('plays back every field on an information mismatch, marking blanks and showing the date with slashes', async () => {
    renderResult({ result: result({ reason: 'INFORMATION_MISMATCH' }) }, '/result?s=TRACK123&campaign=spring');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("We couldn't confirm your details");
    const playback = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(playback).toEqual({
      Title: 'Ms',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Date of birth': '10/12/1985',
      'Employment status': 'Employed full time',
      Occupation: 'Engineer',
      Address: '12 High Street',
      'Address line 2': 'Not given',
      'Town or city': 'London',
      County: 'Greater London',
      Postcode: 'SW1A 1AA',
      'Years at address': '5',
    });
    expect(hrefOf('Change your details')).toBe('/?s=TRACK123&campaign=spring&quotation=q-123');
  });

  it('guides a mismatched visitor through four steps to the agency’s credit file, then to the brand’s contact page', async () => {
    const agency = {
      name: 'Example Agency',
      address: ['ZZ99 1ZZ'],
      phone: '0113 496 0000',
      website: 'https://agency.example/',
      statutoryReportUrl: 'https://agency.example/report',
    };
    const explanation = { reference: 'QC-7K4M-92XD', searchRecorded: 'soft' as const, agency };
    renderResult({ brand: 'very', result: result({ reason: 'INFORMATION_MISMATCH', explanation }) });
    const guide = await screen.findByRole('region', { name: 'Check your credit file' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(guide)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([agency.statutoryReportUrl]);
    expect(hrefOf(/get in touch/)).toBe('https://www.quickcheck.example/verily/contact-us');
  });

  it('explains a score decline by the four factors and offers the own brand’s credit-score tool and guide', async () => {
    renderResult({ result: result({ reason: 'SCORE_DECLINE' }) });
    await screen.findByRole('heading', { level: 1, name: "Sorry Ada, we couldn't give you a card this time" });
    const how = screen.getByRole('region', { name: 'How we made our decision' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    const next = screen.getByRole('region', { name: 'What you can do next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Check your credit score for free (opens in a new tab)',
      'Read our guide to managing money (opens in a new tab)',
    ]);
  });

  it('offers a partner brand’s visitor two money-advice services instead', async () => {
    renderResult({ brand: 'very', result: result({ reason: 'SCORE_DECLINE' }) });
    const next = await screen.findByRole('region', { name: 'What you can do next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.money-guidance.example/', 'https://www.debt-advice.example/']);
  });

  it('sends an earlier applicant of a partner brand to that brand’s contact page and homepage', async () => {
    renderResult({ brand: 'very', result: result({ reason: 'ALREADY_APPLIED_DECLINE' }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Sorry Ada, you've already applied");
    expect(hrefOf(/Contact us/)).toBe('https://www.quickcheck.example/verily/contact-us');
    expect(hrefOf('Go to our homepage')).toBe('https://www.verily.example/');
  });

  it.each(['INFORMATION_MISMATCH', 'ALREADY_APPLIED_DECLINE'])(
    'sends a %s with an open-banking URL to the landing instead of its page',
    async (reason) => {
      renderResult({ result: result({ reason, openBankingUrl: '/ob-landing?quotation=q-9' }) });
      expect(
        await screen.findByRole('heading', { name: 'Landing /ob-landing?quotation=q-9&s=TRACK123' }),
      ).toBeInTheDocument();
    },
  );
  it('says which affordability finding counted when open banking declined, and only then', async () => {
    const finding = 'credit-repayments';
    const { unmount } = renderResult({ result: result({ reason: 'SCORE_DECLINE', affordabilityFinding: finding }) });
    const region = await screen.findByRole('region', { name: 'What your bank data showed' });
    expect(region).toHaveTextContent(AFFORDABILITY_FINDINGS[finding]);
    unmount();
    renderResult({ result: result({ reason: 'SCORE_DECLINE' }) });
    await screen.findByRole('region', { name: 'How we made our decision' });
    expect(screen.queryByRole('region', { name: 'What your bank data showed' })).not.toBeInTheDocument();
  });
});
