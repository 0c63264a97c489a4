// Issue 12: the most JavaScript and CSS (gzip bytes) the first load of `/` may ship in any brand.
// One home for the budget: the bench reports against it, and the build check enforces it.
export const FIRST_LOAD_BUDGET = { jsGzipBytes: 85_000, cssGzipBytes: 12_000 };
