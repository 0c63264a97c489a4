// Issue 12: the most JavaScript and CSS (gzip bytes) the first load of `/` may ship in any brand.
// One home for the budget: the bench reports against it, and the build check enforces it.
export const FIRST_LOAD_BUDGET = { jsGzipBytes: 85_000, cssGzipBytes: 12_000 };

// Until the first load is inside the budget, `npm test` fails on any growth past this ceiling
// (the largest brand's first load plus about 100 B for a rebuild's wobble, so that 1 KB more fails):
// lower it whenever the first load shrinks,
// never raise it without a reason in the commit. It goes when it is no higher than the budget.
// Raised 101,500 → 102,500 B (issue 34, 2026-11-28): a result that lasts its tab (its sealed snapshot
// is written by the first load's stand-in), every page's own title, the skip link drawn before the
// banner and the error pages' way back: about 870 B gzip across brands (largest 102,376 B).
export const FIRST_LOAD_CEILING = { jsGzipBytes: 102_500, cssGzipBytes: 12_000 };

/** What the build check holds each brand's first load to: the budget, or the ceiling while it is higher. */
export const enforcedLimit = (kind) => Math.max(FIRST_LOAD_BUDGET[kind], FIRST_LOAD_CEILING[kind]);
