import { expect, it } from 'vitest';
import { forEachDatabase } from '../../test/helpers/databases.ts';

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

forEachDatabase('a script (several statements, as pg-boss sends them)', (ctx) => {
  it("returns every statement's rows, so a RETURNING before the COMMIT is read", async () => {
    const { rows } = await ctx.db.script!(`begin; select 1 as n; select 2 as n union all select 3; commit;`);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('leaves no transaction of its own open when a statement fails', async () => {
    await expect(ctx.db.script!(`begin; select 1; select 1/0; commit;`)).rejects.toMatchObject({ code: '22012' });
    const { rows } = await ctx.db.query<{ n: number }>('select 1 as n');
    expect(rows).toEqual([{ n: 1 }]);
    // And what the next statement writes is not held in a transaction nobody will end.
    await ctx.db.query('create table script_check (n int)');
    await ctx.db.transaction((tx) => tx.query('insert into script_check values (1)'));
    expect((await ctx.db.query('select n from script_check')).rows).toEqual([{ n: 1 }]);
  });
});
