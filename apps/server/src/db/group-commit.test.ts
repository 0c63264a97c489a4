import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit, setGroupCommitTraceContext } from './group-commit.ts';

/** A write whose statements the test ends by hand, recording what each carried. */
function controlledWrite<I>() {
  const calls: { items: readonly I[]; finish: (error?: Error) => void }[] = [];
  const write = (items: readonly I[]) =>
    new Promise<I[]>((resolve, reject) => {
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve([...items])) });
    });
  return { calls, write };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

describe('group commit', () => {
  it('sends a lone item at once, and what arrives meanwhile as the next statement', async () => {
    const { calls, write } = controlledWrite<number>();
    const commit = groupCommit({ write, maxItems: 10 });
    const first = commit(1);
    await until(() => calls.length === 1);
    expect(calls[0]?.items).toEqual([1]);
    const later = [commit(2), commit(3), commit(4)];
    calls[0]?.finish();
    await until(() => calls.length === 2);
    expect(calls[1]?.items).toEqual([2, 3, 4]);
    calls[1]?.finish();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
  });

  it('answers nobody before the statement carrying their item has returned', async () => {
    const { calls, write } = controlledWrite<string>();
    const commit = groupCommit({ write, maxItems: 10 });
    const pending = [commit('a'), commit('b')];
    await until(() => calls.length === 1);
    expect(calls[0]?.items).toEqual(['a', 'b']);
    expect(await settled(pending[0]!)).toBe(false);
    expect(await settled(pending[1]!)).toBe(false);
    calls[0]?.finish();
    expect(await Promise.all(pending)).toEqual(['a', 'b']);
  });

  it('caps a statement at maxItems', async () => {
    const seen: number[][] = [];
    const commit = groupCommit<number, number>({
      write: async (items) => {
        seen.push([...items]);
        return items;
      },
      maxItems: 2,
    });
    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => commit(item)))).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('when a statement fails, writes each item alone: only the bad one fails', async () => {
    const seen: string[][] = [];
    const commit = groupCommit<string, string>({
      write: async (items) => {
        seen.push([...items]);
        if (items.includes('bad')) throw new Error('rejected by the database');
        return items.map((item) => item.toUpperCase());
      },
      maxItems: 10,
    });
    const results = await Promise.allSettled(['x', 'bad', 'y'].map((item) => commit(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 'X' });
    expect(results[1]).toMatchObject({ reason: new Error('rejected by the database') });
    expect(seen).toEqual([['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  });

  it('keeps going after a failure', async () => {
    let fail = true;
    const commit = groupCommit<number, number>({
      write: async (items) => {
        if (fail) throw new Error('database unavailable');
        return items;
      },
      maxItems: 10,
    });
    await expect(commit(1)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await commit(2)).toBe(2);
  });

  describe('with a trace context hook (the tracing plugs one in from above)', () => {
    afterEach(() => setGroupCommitTraceContext(undefined));

    it("writes a batch in its first caller's context, taken when the item was queued", async () => {
      let current = 'none';
      setGroupCommitTraceContext({
        capture: () => current,
        run: (captured, fn) => {
          const before = current;
          current = `in ${String(captured)}`;
          try {
            return fn();
          } finally {
            current = before;
          }
        },
      });
      const contexts: string[] = [];
      const commit = groupCommit<number, number>({
        write: async (items) => {
          contexts.push(current);
          return items;
        },
        maxItems: 10,
      });
      current = 'first caller';
      const first = commit(1);
      current = 'second caller';
      const second = commit(2);
      current = 'none';
      expect(await Promise.all([first, second])).toEqual([1, 2]);
      expect(contexts).toEqual(['in first caller']);
    });
  });
});
