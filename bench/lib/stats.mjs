// Small numeric helpers shared by the measurements and the report, kept free of I/O so
// every figure in the table and the JSON is computed the same way.

/** Median of the finite numbers in `values`; undefined when there are none. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `value / base`, rounded to 3 decimals; undefined when either side is missing or the base is 0. */
export function ratio(value, base) {
  if (!Number.isFinite(value) || !Number.isFinite(base) || base === 0) return undefined;
  return Math.round((value / base) * 1000) / 1000;
}

/** A ratio as printed: "1.00×"; a dash when there is none. */
export function formatRatio(value) {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';
}

/** Whole bytes with thousands separators, so small differences between brands stay visible. */
export function formatBytes(bytes) {
  return Number.isFinite(bytes) ? `${Math.round(bytes).toLocaleString('en-GB')} B` : '–';
}

/** Milliseconds as printed: whole numbers once they are large, one decimal below 100. */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '–';
  return ms >= 100 ? `${Math.round(ms).toLocaleString('en-GB')} ms` : `${ms.toFixed(1)} ms`;
}

export function formatNumber(value, decimals = 0) {
  return Number.isFinite(value)
    ? value.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    : '–';
}

/** Error messages go into the table on one line, so a failure never breaks its layout. */
export function oneLine(message, max = 160) {
  const text = String(message ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The nearest-rank percentile (p in 0–100) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
