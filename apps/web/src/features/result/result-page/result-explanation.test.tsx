import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AFFORDABILITY_FINDINGS,
  AFFORDABILITY_HELP,
  EXPLANATION_TEXT,
  applicantReasons,
  MONEY_HELPER_DEBT_ADVICE,
  type DecisionExplanation,
} from '@quickcheck/contracts';
import { result } from '../../../test/fixtures.ts';
import { loadBrandContent } from '../brand-content/use-brand-content.ts';
import { renderResult } from './render-result.test-utils.tsx';

const AGENCY = {
  name: 'Example Agency',
  address: ['PO Box 1', 'Exampleton', 'ZZ99 1ZZ'],
  phone: '0113 496 0000',
  website: 'https://agency.example/',
  statutoryReportUrl: 'https://agency.example/report',
};
const explanation = (overrides: Partial<DecisionExplanation> = {}): DecisionExplanation => ({
  reference: 'QC-7K4M-92XD',
  searchRecorded: 'soft',
  ...overrides,
});

describe('a result explained from the stored decision', () => {
  beforeAll(async () => {
    await loadBrandContent('quickcheck');
  });

  it('lists a score decline’s findings in the server’s order, with what would help, the date, the agency and MoneyHelper', async () => {
    const stored = explanation({
      findings: [
        { code: 'missed-payments', source: 'agency', rating: '1–2 in 12 months' },
        { code: 'utilisation', source: 'agency', rating: '75–89%' },
      ],
      checkAgainFrom: '2027-02-25',
      agency: AGENCY,
    });
    renderResult({ result: result({ reason: 'SCORE_DECLINE', explanation: stored }) });
    const reasons = await screen.findByRole('region', { name: EXPLANATION_TEXT.reasonsHeading });
    const items = within(reasons).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Your credit file with Example Agency shows missed payments: 1–2 in 12 months.',
      "Your credit file with Example Agency shows you're using 75–89% of the credit available to you.",
    ]);
    expect(items[0]).toHaveTextContent(applicantReasons(stored).findings[0]!.help);
    expect(reasons).toHaveTextContent(EXPLANATION_TEXT.reasonsIntro);
    expect(reasons).toHaveTextContent('You can check again from 25 February 2027.');

    const agency = screen.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading });
    expect(agency).toHaveTextContent('Example Agency');
    expect(agency).toHaveTextContent('ZZ99 1ZZ');
    expect(within(agency).getByRole('link', { name: '0113 496 0000' })).toHaveAttribute('href', 'tel:01134960000');
    expect(within(agency).getByRole('link', { name: /statutory credit report/ })).toHaveAttribute(
      'href',
      AGENCY.statutoryReportUrl,
    );
    const advice = screen.getByRole('region', { name: EXPLANATION_TEXT.debtAdviceHeading });
    expect(within(advice).getByRole('link')).toHaveAttribute('href', MONEY_HELPER_DEBT_ADVICE.url);
    expect(screen.getByTestId('decision-reference')).toHaveTextContent('QC-7K4M-92XD');
    // The spec's own explanation stays.
    expect(screen.getByRole('region', { name: 'How we made our decision' })).toBeInTheDocument();
  });

  it('after open banking, says what the bank data showed and what would help, not the scorecard', async () => {
    renderResult({
      result: result({
        reason: 'SCORE_DECLINE',
        affordabilityFinding: 'gambling',
        explanation: explanation({ checkAgainFrom: '2027-02-25', agency: AGENCY }),
      }),
    });
    const bank = await screen.findByRole('region', { name: 'What your bank data showed' });
    expect(bank).toHaveTextContent(AFFORDABILITY_FINDINGS.gambling);
    expect(bank).toHaveTextContent(AFFORDABILITY_HELP.gambling!);
    expect(screen.queryByRole('region', { name: EXPLANATION_TEXT.reasonsHeading })).not.toBeInTheDocument();
    expect(screen.getByTestId('check-again')).toHaveTextContent('25 February 2027');
  });

  it('tells a mismatched visitor what to check and the one agency searched, never which record', async () => {
    renderResult({
      result: result({
        reason: 'INFORMATION_MISMATCH',
        explanation: explanation({ agency: AGENCY, basis: { code: 'identity', source: 'agency' } }),
      }),
    });
    const agency = await screen.findByRole('region', { name: EXPLANATION_TEXT.agencyHeading });
    expect(agency).toHaveTextContent(EXPLANATION_TEXT.mismatchChecks);
    expect(screen.getByText(/records held by Example Agency, the credit reference agency we searched/)).toBeVisible();
    // The guide sends the visitor to that agency alone, not to all three.
    const guide = screen.getByRole('region', { name: 'Check your credit file' });
    expect(
      within(guide)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([AGENCY.statutoryReportUrl]);
    expect(guide).not.toHaveTextContent(/Experian|Equifax|TransUnion/);
    expect(screen.getByTestId('decision-reference')).toHaveTextContent('QC-7K4M-92XD');
  });

  it('tells an earlier applicant of ours when to check again, from our records, naming no agency', async () => {
    renderResult({
      result: result({
        reason: 'ALREADY_APPLIED_DECLINE',
        explanation: explanation({
          checkAgainFrom: '2027-05-25',
          basis: { code: 'prior-acceptance', source: 'our-records' },
        }),
      }),
    });
    expect(await screen.findByTestId('check-again')).toHaveTextContent('You can check again from 25 May 2027.');
    expect(screen.getByText(/^Our records show/)).toBeVisible();
    expect(screen.queryByRole('region', { name: EXPLANATION_TEXT.agencyHeading })).not.toBeInTheDocument();
  });

  it('names the agency when an earlier application was its record, not ours', async () => {
    renderResult({
      result: result({
        reason: 'ALREADY_APPLIED_DECLINE',
        explanation: explanation({
          checkAgainFrom: '2027-05-25',
          agency: AGENCY,
          basis: { code: 'existing-application', source: 'agency' },
        }),
      }),
    });
    expect(await screen.findByText(/^Example Agency, the credit reference agency we searched, shows/)).toBeVisible();
    expect(screen.queryByText(/Our records show/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: EXPLANATION_TEXT.agencyHeading })).toHaveTextContent('Example Agency');
  });
});
