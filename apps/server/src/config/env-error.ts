/** One variable and what is wrong with it; never its value (it may be a secret). */
export interface EnvProblem {
  variable: string;
  reason: string;
}

/** Thrown when environment variables are malformed; the message names each one (docs/product/contract.md#configuration). */
export class EnvError extends Error {
  /** The first problem's variable. */
  readonly variable: string;
  readonly problems: readonly EnvProblem[];

  constructor(variable: string, reason: string, more: readonly EnvProblem[] = []) {
    const problems = [{ variable, reason }, ...more];
    super(
      problems.length === 1
        ? `Invalid environment variable ${variable}: ${reason}`
        : `Invalid environment variables:\n${problems.map((problem) => `  ${problem.variable}: ${problem.reason}`).join('\n')}`,
    );
    this.name = 'EnvError';
    this.variable = variable;
    this.problems = problems;
  }

  /** One error naming every problem; `problems` must not be empty. */
  static of(problems: readonly EnvProblem[]): EnvError {
    const [first, ...more] = problems;
    return new EnvError(first?.variable ?? 'environment', first?.reason ?? 'is malformed', more);
  }
}
