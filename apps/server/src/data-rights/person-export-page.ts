import { escapeHtml } from '../pages/escape-html.ts';
import type { PersonExport } from './person-export-schema.ts';

/** A standalone page: its own inline styles (the response's CSP allows them and nothing else). */
const STYLE = `
body { font-family: system-ui, sans-serif; color: #1b1b1f; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.5; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; border-top: 2px solid #1d2a3a; padding-top: 0.5rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
th, td { border-bottom: 1px solid #c4c8cf; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
caption { text-align: left; font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dt { font-weight: 600; } dd { margin: 0; }
@media print { body { margin: 0; max-width: none; } h2 { break-before: auto; } section { break-inside: avoid; } }
`;

const text = (value: unknown) => (value === null || value === undefined ? '' : escapeHtml(String(value)));

/** The export as a page that reads and prints well (issue 36 item 2): the same content as the JSON file. */
export function personExportPage(data: PersonExport): string {
  const sections = data.records
    .map((record, index) => {
      const values = Object.entries(record.values)
        .map(([name, value]) => `<tr><th scope="row">${text(name)}</th><td>${text(value)}</td></tr>`)
        .join('');
      return `<section aria-labelledby="record-${index}">
<h2 id="record-${index}">${text(record.kind.replace(/-/g, ' '))}${record.quoteReference ? ` — ${text(record.quoteReference)}` : ''}</h2>
<dl>
<dt>When</dt><dd>${text(record.at?.replace('T', ' ').slice(0, 16) ?? 'not recorded')}</dd>
<dt>Where it came from</dt><dd>${text(data.sources[record.source] ?? record.source)}</dd>
<dt>What it was used for</dt><dd>${text(record.usedFor)}</dd>
<dt>Shared with</dt><dd>${record.sharedWith.length > 0 ? record.sharedWith.map(text).join('; ') : 'No one'}</dd>
<dt>Kept</dt><dd>${text(data.retention.find((rule) => rule.kind === record.retentionKind)?.keptFor ?? '')}</dd>
</dl>
${values ? `<table><caption>Values held</caption><thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead><tbody>${values}</tbody></table>` : ''}
</section>`;
    })
    .join('\n');
  const retention = data.retention
    .map(
      (rule) =>
        `<tr><th scope="row">${text(rule.data)}</th><td>${text(rule.keptFor)}</td><td>${text(rule.why)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Your data held by QuickCheck</title><style>${STYLE}</style></head>
<body><main>
<h1>Your data held by QuickCheck</h1>
<p>Made ${text(data.generatedAt.replace('T', ' ').slice(0, 16))} UTC on your request. ${text(data.controller)}. Every record we hold about you follows, with where it came from, what it was used for, who it was shared with and how long it is kept.</p>
${sections || '<p>We hold no data about you.</p>'}
<h2>How long we keep data</h2>
<table><caption>Retention</caption><thead><tr><th scope="col">Data</th><th scope="col">Kept for</th><th scope="col">Why</th></tr></thead><tbody>${retention}</tbody></table>
</main></body></html>`;
}
