import { NOT_PURGED, publicPeriodText, RETENTION } from '../config/retention.ts';
import { escapeHtml } from '../pages/escape-html.ts';

export const PUBLIC_RETENTION_PATH = '/privacy/retention';

const PUBLIC_STYLE = `body { font-family: system-ui, sans-serif; color: #1b1b1f; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.5; }
table { border-collapse: collapse; width: 100%; } caption { text-align: left; font-weight: 700; padding-bottom: 0.5rem; }
th, td { border-bottom: 1px solid #c4c8cf; padding: 0.4rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
@media (max-width: 40rem) { thead { display: none; } tr, th, td { display: block; } th[scope='row'] { border-bottom: 0; padding-top: 1rem; } }`;

/**
 * The public page (issue 36 item 5): the same table, for anyone, in words a visitor reads: how long
 * and why, never the settings an operator changes it with.
 */
export function publicRetentionPage(brandName: string): string {
  const body = [
    ...RETENTION.map((rule) => [rule.data, publicPeriodText(rule.period), rule.why]),
    [NOT_PURGED.data, NOT_PURGED.keptFor, NOT_PURGED.why],
  ]
    .map(
      ([data, keptFor, why]) =>
        `<tr><th scope="row">${escapeHtml(data!)}</th><td>${escapeHtml(keptFor!)}</td><td>${escapeHtml(why!)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>How long we keep your data - ${escapeHtml(brandName)}</title><style>${PUBLIC_STYLE}</style></head>
<body><main>
<h1>How long we keep your data</h1>
<p>When you check your eligibility with ${escapeHtml(brandName)}, QuickCheck keeps your data for the times below and then deletes it. You can ask for a copy of your data, a correction, or for it to be erased, through the privacy contact in ${escapeHtml(brandName)}'s privacy notice.</p>
<table><caption>What we keep, for how long, and why</caption>
<thead><tr><th scope="col">Data</th><th scope="col">Kept for</th><th scope="col">Why</th></tr></thead>
<tbody>
${body}
</tbody></table>
</main></body></html>`;
}
