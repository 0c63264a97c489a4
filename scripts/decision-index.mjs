// The decision records' index (docs/decisions/README.md), drawn from the records themselves: each
// record's number, title, status and date have one home, the record. `npm run docs:decisions`
// writes the index; scripts/decision-index.test.ts fails when it is stale or a record lacks either.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const DECISIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
export const INDEX_FILE = join(DECISIONS_DIR, 'README.md');

/**
 * A status begins with one of these words; `superseded` names its successor ("superseded by 066"), or
 * the record that replaces part of it ("superseded in part by 087"; the rest still holds).
 */
export const STATUS_PATTERN = /^(accepted|proposed|superseded (?:in part )?by (\d{3}))\b/;
const DATE_PATTERN = /^Date: (\d{4}-\d{2}-\d{2})$/m;
const TITLE_PATTERN = /^# (\d{3}) — (.+)$/m;

/** Every record in number order, with what its head says (undefined where it says nothing). */
export function decisionRecords(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const title = TITLE_PATTERN.exec(text);
      // The status runs from "Status:" to the first blank line (some wrap).
      const status = /^Status: ([\s\S]+?)\n(?:Date:|\n)/m.exec(text)?.[1].replace(/\s+/g, ' ');
      return {
        file,
        number: title?.[1],
        title: title?.[2],
        status,
        date: DATE_PATTERN.exec(text)?.[1],
      };
    });
}

/** What is wrong with the records' heads: each a sentence naming the file. */
export function decisionRecordProblems(records = decisionRecords()) {
  const numbers = new Set(records.map((record) => record.number));
  return records.flatMap((record) => {
    const problems = [];
    if (record.number !== record.file.slice(0, 3))
      problems.push(`${record.file}: no "# NNN — title" matching its file name`);
    const status = record.status === undefined ? undefined : STATUS_PATTERN.exec(record.status);
    if (!status)
      problems.push(`${record.file}: no "Status:" line starting accepted, proposed or superseded (in part) by NNN`);
    else if (status[2] !== undefined && !numbers.has(status[2])) {
      problems.push(`${record.file}: superseded by ${status[2]}, which is not a record`);
    }
    if (record.date === undefined) problems.push(`${record.file}: no "Date: YYYY-MM-DD" line`);
    return problems;
  });
}

/** The index's text, as Prettier lays it out (the format check reads it too). */
export async function decisionIndex(records = decisionRecords()) {
  const rows = records.map(
    (record) =>
      `| [${record.number}](${record.file}) | ${record.title} | ${record.status?.split(/[.(;]/)[0].trim()} | ${record.date} |`,
  );
  const text = [
    '# Decision records',
    '',
    'Why the code is as it is: one record per decision, numbered, dated, with a status. A record that',
    'no longer holds is superseded by a newer one, not rewritten. This index is generated from the',
    'records (`npm run docs:decisions`); a test fails when it is stale.',
    '',
    '| No. | Decision | Status | Date |',
    '| --- | -------- | ------ | ---- |',
    ...rows,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(INDEX_FILE)), filepath: INDEX_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = decisionRecordProblems();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(INDEX_FILE, await decisionIndex());
}
