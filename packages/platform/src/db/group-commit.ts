/**
 * Group commit: the writes of one turn of the event loop, and those that arrive while a batch is
 * being written, go together in one batch, so that a crowd of concurrent writers costs a few
 * statements instead of one each. A write arriving when none is in flight waits only for the
 * end of the current turn (setImmediate), when the requests read in the same turn have made
 * theirs: an embedded database (PGlite) answers without ever yielding to the event loop, so
 * "while a batch is in flight" alone would gather nothing there. Each caller's promise settles
 * when its own batch has been written (committed), never before, so an answered write is as
 * durable as one written on its own.
 */
export type GroupCommit<Item, Result> = (item: Item) => Promise<Result>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * `writeBatch` writes the items in one go and answers one result per item, in their order; when
 * it throws, every write of that batch fails with its error (and the next batch still runs).
 */
export function groupCommit<Item, Result>(
  writeBatch: (items: Item[]) => Promise<Result[]>,
  { maxBatch = 200 }: { maxBatch?: number } = {},
): GroupCommit<Item, Result> {
  const waiting: Waiting<Item, Result>[] = [];
  let writing = false;

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const results = await writeBatch(batch.map((w) => w.item));
        if (results.length !== batch.length) {
          throw new Error(`a batch of ${batch.length} writes answered ${results.length} results`);
        }
        for (const [i, w] of batch.entries()) w.resolve(results[i] as Result);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      setImmediate(() => void writeWaiting());
    });
}
