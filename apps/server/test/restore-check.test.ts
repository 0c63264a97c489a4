import { describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port.ts';
import { restoreCheck } from './restore/restore-check.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const TEST_DATABASE_URL = testDatabaseUrl();

/** `npm run restore-check` on PostgreSQL (the embedded database's restore is not tried yet: issue 39 item 4). */
describe('a PostgreSQL backup restored into a fresh database', () => {
  it("shows every offer's agreement link, reference and accepted state as before", async () => {
    const { before, after } = await restoreCheck(TEST_DATABASE_URL, await freePort());
    expect(before).toHaveLength(3);
    expect(before.every((page) => 'reference' in (page as object))).toBe(true);
    expect(after).toEqual(before);
  }, 300_000);
});
