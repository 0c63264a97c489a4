import { describe, expect, it } from 'vitest';
import { isConnectionLost, isReadOnlyStatement } from './query-errors.ts';

describe('what may be run again after a lost connection', () => {
  it.each([
    ['select * from quotations where id = $1', true],
    ['  WITH recent as (select 1) select * from recent', true],
    ['select nextval($1)', false],
    ['select pg_advisory_lock(1)', false],
    ['select * from quotations for update', false],
    ['insert into t values (1) returning *', false],
    ['with gone as (delete from t returning *) select * from gone', false],
    ['update t set n = 1', false],
  ])('%s → %s', (sql, readOnly) => {
    expect(isReadOnlyStatement(sql)).toBe(readOnly);
  });

  it('knows a lost connection by its SQLSTATE or the driver’s words, and nothing else', () => {
    for (const lost of [
      { code: '57P01' },
      { code: '57P02' },
      { code: '08006' },
      { code: 'ECONNRESET' },
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isConnectionLost(lost), JSON.stringify(lost)).toBe(true);
    }
    for (const other of [{ code: '23505' }, { code: '57014' }, new Error('syntax error'), undefined, 'text']) {
      expect(isConnectionLost(other), JSON.stringify(other)).toBe(false);
    }
  });
});
