import type { DecisionExplanation, StatedFinding } from './decision-explanation.ts';
import {
  BASIS_FINDINGS,
  DECLINE_FINDINGS,
  EXPLANATION_TEXT,
  formatDecisionDay,
  type FindingFacts,
} from './decision-explanation-text.ts';

/** One finding as the applicant reads it: what counted, and what would help them. */
export interface ApplicantFinding {
  code: string;
  finding: string;
  help: string;
}

/**
 * Every sentence a result page says about the decision (issue 34), built from the stored
 * decision's explanation alone: the result pages draw these, and the console's look-up shows the
 * same to an operator, so what the applicant was told has one home.
 */
export interface ApplicantReasons {
  /** What an already-applied or mismatch outcome rested on, naming its source. */
  basis?: string;
  /** A score decline's findings, weightiest first. */
  findings: ApplicantFinding[];
  /** How the findings were ordered; with the findings only. */
  rankingRule?: string;
  checkAgain?: string;
  /** The agency whose information was used, by name (CCA s.157). */
  agencyName?: string;
}

const has = <T extends object>(words: T, code: string): code is Extract<keyof T, string> => Object.hasOwn(words, code);

function factsOf(explanation: DecisionExplanation, stated: StatedFinding): FindingFacts {
  return {
    agency: explanation.agency?.name ?? EXPLANATION_TEXT.unnamedAgency,
    rating: stated.rating,
    openBankingOffered: explanation.openBankingOffered === true,
  };
}

/** The applicant's words for a stored decision; a code without words is left out, never guessed at. */
export function applicantReasons(explanation: DecisionExplanation): ApplicantReasons {
  const findings = (explanation.findings ?? []).flatMap((stated): ApplicantFinding[] => {
    if (!has(DECLINE_FINDINGS, stated.code)) return [];
    const words = DECLINE_FINDINGS[stated.code];
    const facts = factsOf(explanation, stated);
    return [{ code: stated.code, finding: words.finding(facts), help: words.help(facts) }];
  });
  const { basis } = explanation;
  return {
    ...(basis && has(BASIS_FINDINGS, basis.code)
      ? { basis: BASIS_FINDINGS[basis.code](factsOf(explanation, basis)) }
      : {}),
    findings,
    ...(findings.length > 0 ? { rankingRule: EXPLANATION_TEXT.reasonsIntro } : {}),
    ...(explanation.checkAgainFrom
      ? { checkAgain: EXPLANATION_TEXT.checkAgain(formatDecisionDay(explanation.checkAgainFrom)) }
      : {}),
    ...(explanation.agency ? { agencyName: explanation.agency.name } : {}),
  };
}
