import { renderPrivatePage } from '../pages/private-page.tsx';
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

/** A held value as text: every kind the JSON file holds (numbers, booleans) written as it is there. */
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const MINUTE = 16;

function RecordSection({
  data,
  record,
  index,
}: {
  data: PersonExport;
  record: PersonExport['records'][number];
  index: number;
}) {
  const values = Object.entries(record.values);
  return (
    <section aria-labelledby={`record-${index}`}>
      <h2 id={`record-${index}`}>
        {`${record.kind.replace(/-/g, ' ')}${record.quoteReference ? ` — ${record.quoteReference}` : ''}`}
      </h2>
      <dl>
        <dt>When</dt>
        <dd>{record.at?.replace('T', ' ').slice(0, MINUTE) ?? 'not recorded'}</dd>
        <dt>Where it came from</dt>
        <dd>{data.sources[record.source] ?? record.source}</dd>
        <dt>What it was used for</dt>
        <dd>{record.usedFor}</dd>
        <dt>Shared with</dt>
        <dd>{record.sharedWith.length > 0 ? record.sharedWith.join('; ') : 'No one'}</dd>
        <dt>Kept</dt>
        <dd>{data.retention.find((rule) => rule.kind === record.retentionKind)?.keptFor ?? ''}</dd>
      </dl>
      {values.length > 0 ? (
        <table>
          <caption>Values held</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {values.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{text(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** The export as a page that reads and prints well (issue 36 item 2): the same content as the JSON file. */
export function personExportPage(data: PersonExport): string {
  return renderPrivatePage({
    lang: 'en-GB',
    title: 'Your data held by QuickCheck',
    head: <style>{STYLE}</style>,
    body: (
      <main>
        <h1>Your data held by QuickCheck</h1>
        <p>
          {`Made ${data.generatedAt.replace('T', ' ').slice(0, MINUTE)} UTC on your request. ${data.controller}. Every record we hold about you follows, with where it came from, what it was used for, who it was shared with and how long it is kept.`}
        </p>
        {data.records.length > 0 ? (
          data.records.map((record, index) => <RecordSection key={index} data={data} record={record} index={index} />)
        ) : (
          <p>We hold no data about you.</p>
        )}
        <h2>How long we keep data</h2>
        <table>
          <caption>Retention</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Kept for</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {data.retention.map((rule) => (
              <tr key={rule.kind}>
                <th scope="row">{rule.data}</th>
                <td>{rule.keptFor}</td>
                <td>{rule.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    ),
  });
}
