import { describe, expect, it } from 'vitest';
import { applicantReasons } from './applicant-reasons.ts';
import type { DecisionExplanation } from './decision-explanation.ts';

const AGENCY = {
  name: 'Clearfile',
  address: ['PO Box 1', 'ZZ99 1ZZ'],
  phone: '0113 496 0000',
  website: 'https://clearfile.example/',
  statutoryReportUrl: 'https://clearfile.example/report',
};
const explained = (parts: Partial<DecisionExplanation>): DecisionExplanation => ({
  reference: 'QC-0000-0000',
  searchRecorded: 'soft',
  ...parts,
});

describe("the applicant's reasons, from the stored decision alone", () => {
  it('calls a score by the rating the engine gave it, naming the agency: a fair score is never low', () => {
    const { findings } = applicantReasons(
      explained({ agency: AGENCY, findings: [{ code: 'credit-score', source: 'agency', rating: 'fair' }] }),
    );
    expect(findings[0]!.finding).toBe('Clearfile rates your credit score as fair: a higher score counts for more.');
    expect(findings[0]!.finding).not.toMatch(/\blow\b/);
  });

  it('says how the reasons were ordered, as the engine orders them (points short of the best)', () => {
    const reasons = applicantReasons(
      explained({ agency: AGENCY, findings: [{ code: 'ccjs', source: 'agency' }], checkAgainFrom: '2027-02-25' }),
    );
    expect(reasons.rankingRule).toMatch(/decides on its own comes first.*fell short of the best it could score/);
    expect(reasons.checkAgain).toBe('You can check again from 25 February 2027.');
    expect(reasons.agencyName).toBe('Clearfile');
  });

  it('words the figures the record holds: the share of credit used, the years at the address, the status given', () => {
    const { findings } = applicantReasons(
      explained({
        agency: AGENCY,
        findings: [
          { code: 'utilisation', source: 'agency', rating: '50–74%' },
          { code: 'years-at-address', source: 'your-answers', rating: '1–2 years' },
          { code: 'employment', source: 'your-answers', rating: 'PART_TIME' },
        ],
      }),
    );
    expect(findings.map((finding) => finding.finding)).toEqual([
      "Your credit file with Clearfile shows you're using 50–74% of the credit available to you.",
      "You told us you've lived at your address for 1–2 years: a longer time counts for more.",
      'You told us your employment status is "employed part time", which counts for less than full-time work.',
    ]);
  });

  it('after open banking was refused, says so and does not offer it again as if new', () => {
    const stated = [{ code: 'agency-referral', source: 'agency' as const }];
    const refused = applicantReasons(explained({ agency: AGENCY, findings: stated, openBankingOffered: true }));
    expect(refused.findings[0]!.finding).toBe(
      "Clearfile's information couldn't show us that you could afford a card, and you chose not to share your bank data.",
    );
    const notOffered = applicantReasons(explained({ agency: AGENCY, findings: stated }));
    expect(notOffered.findings[0]!.finding).not.toMatch(/bank data/);
    for (const { help } of [...refused.findings, ...notOffered.findings]) {
      expect(help).not.toMatch(/brand offers|sharing your bank data/i);
      expect(help).toContain('Clearfile');
    }
  });

  it('already applied: "our records" only for our own record; the agency by name when it was its data', () => {
    expect(applicantReasons(explained({ basis: { code: 'prior-acceptance', source: 'our-records' } })).basis).toMatch(
      /^Our records show/,
    );
    const fromAgency = applicantReasons(
      explained({ agency: AGENCY, basis: { code: 'existing-application', source: 'agency' } }),
    ).basis;
    expect(fromAgency).toMatch(/^Clearfile, the credit reference agency we searched, shows/);
    expect(fromAgency).not.toMatch(/our records/i);
  });

  it('a mismatch names the one agency searched', () => {
    expect(applicantReasons(explained({ agency: AGENCY, basis: { code: 'identity', source: 'agency' } })).basis).toBe(
      "We couldn't match the details you gave us with the records held by Clearfile, the credit reference agency we searched.",
    );
  });

  it('leaves out a code it has no words for, and says nothing of a ranking without findings', () => {
    const reasons = applicantReasons(explained({ findings: [{ code: 'not-a-finding', source: 'agency' }] }));
    expect(reasons).toEqual({ findings: [] });
  });
});
