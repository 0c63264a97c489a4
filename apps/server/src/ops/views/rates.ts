/** A share as the console writes it: one decimal place. */
export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Hits out of n as a percentage, or a dash when there is nothing to divide by. */
export const rate = (hits: number, n: number) => (n === 0 ? '–' : percent(hits / n));
