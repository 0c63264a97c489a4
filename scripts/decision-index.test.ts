import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionIndex, decisionRecordProblems, decisionRecords, INDEX_FILE } from './decision-index.mjs';

describe('the decision records', () => {
  it('each say their number, title, status and date', () => {
    expect(decisionRecordProblems()).toEqual([]);
  });

  it('are listed by the index as they stand (npm run docs:decisions)', async () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(await decisionIndex());
  });

  it('name a record whose head is incomplete, or whose successor does not exist', () => {
    const [first] = decisionRecords();
    expect(first).toBeDefined();
    if (!first) return;
    // Alone in the list, so it must not name a successor of its own.
    const record = { ...first, status: 'accepted' };
    expect(decisionRecordProblems([{ ...record, date: undefined }])).toEqual([
      `${record.file}: no "Date: YYYY-MM-DD" line`,
    ]);
    expect(decisionRecordProblems([{ ...record, status: 'agreed' }])).toEqual([
      `${record.file}: no "Status:" line starting accepted, proposed or superseded (in part) by NNN`,
    ]);
    expect(decisionRecordProblems([{ ...record, status: 'superseded by 999' }])).toEqual([
      `${record.file}: superseded by 999, which is not a record`,
    ]);
    expect(decisionRecordProblems([{ ...record, status: 'superseded in part by 999' }])).toEqual([
      `${record.file}: superseded by 999, which is not a record`,
    ]);
    expect(decisionRecordProblems([{ ...record, status: `superseded in part by ${record.number}` }])).toEqual([]);
  });
});
