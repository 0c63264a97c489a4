import { expect, it } from 'vitest';
import { forEachDatabase } from './helpers/databases.ts';

forEachDatabase('a failed query', (ctx) => {
  it('throws without the values it was given, keeping the SQLSTATE', async () => {
    const secret = 'zebedee.quixote@canary.example';
    const error = await ctx.db.query('select $1::uuid', [secret]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe('22P02');
    const { message: _message, ...fields } = error as Error & Record<string, unknown>;
    expect(JSON.stringify(fields)).not.toContain('zebedee');
  });

  it('inside a transaction too', async () => {
    const error = await ctx.db
      .transaction((tx) => tx.query('select $1::int', ['Quixotically']))
      .catch((caught: unknown) => caught);
    expect(JSON.stringify(error)).not.toContain('Quixotically');
  });
});
