/**
 * Group commit (docs/decisions/016): concurrent requests' writes of one kind go to the database as
 * one statement, so they share its fixed cost (most of a small statement's time is its round
 * trip and commit, not its rows). Each caller's promise settles only when the statement that
 * carried its item has returned, that is, committed: nobody is answered before their row is stored.
 *
 * No timer: a batch is whatever arrived while the previous statement ran, plus what arrives in the
 * same turn of the event loop (the flush waits for setImmediate, after pending I/O callbacks). An
 * idle server therefore sends a lone item at once.
 */
export interface GroupCommitOptions<I, O> {
  /**
   * Writes `items` in one statement and returns one result per item, in the same order. It must be
   * all or nothing (one statement is): on a throw, nothing of the batch was written.
   */
  write: (items: readonly I[]) => Promise<readonly O[]>;
  /** Most items in one statement (bounds its parameters: PostgreSQL takes at most 65,535). */
  maxItems: number;
}

interface Waiting<I, O> {
  item: I;
  /** The caller's trace context: its batch's statement is traced in the first caller's trace. */
  context: unknown;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export type GroupCommit<I, O> = (item: I) => Promise<O>;

/**
 * How a batch's statement joins its first caller's trace. The database knows no tracing (it is a
 * floor below observability: decision 096), so tracing plugs this in when it starts; until then a
 * batch carries nothing.
 */
export interface TraceContextHook {
  /** The caller's context, taken when its item is queued. */
  capture: () => unknown;
  /** Runs `fn` in a context `capture` took (or in the current one, for a context it does not know). */
  run: <T>(captured: unknown, fn: () => T) => T;
}

const NO_TRACE_CONTEXT: TraceContextHook = { capture: () => undefined, run: (_captured, fn) => fn() };
let traceContext = NO_TRACE_CONTEXT;

/** Set by the tracing (observability/tracing.ts) when it starts; undefined when it stops. */
export function setGroupCommitTraceContext(hook: TraceContextHook | undefined): void {
  traceContext = hook ?? NO_TRACE_CONTEXT;
}

export function groupCommit<I, O>({ write, maxItems }: GroupCommitOptions<I, O>): GroupCommit<I, O> {
  let queue: Waiting<I, O>[] = [];
  let flushing = false;

  async function writeBatch(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const results = await traceContext.run(batch[0]?.context, () => write(batch.map((waiting) => waiting.item)));
      if (results.length !== batch.length) throw new Error('Group commit: one result per item was expected');
      batch.forEach((waiting, index) => waiting.resolve(results[index] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The batch wrote nothing: each item again on its own, so a bad one fails only its own request.
      for (const waiting of batch) await writeBatch([waiting]);
    }
  }

  /** One statement at a time: what queues meanwhile is the next batch. */
  async function flush(): Promise<void> {
    while (queue.length > 0) {
      // Let the requests whose bytes have arrived reach the queue first.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
    }
    flushing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, context: traceContext.capture(), resolve, reject });
      if (flushing) return;
      flushing = true;
      void flush();
    });
}
