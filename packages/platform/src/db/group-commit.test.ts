import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** The end of the current turn of the event loop, when group commit starts a batch. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batch writer whose batches the test finishes by hand, recording what each held. */
function heldWriter() {
  const batches: number[][] = [];
  const finishers: Array<(outcome?: Error) => void> = [];
  const writeBatch = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      finishers.push((error) => (error ? reject(error) : resolve(items.map((n) => `stored ${n}`))));
    });
  const finishBatch = async (index: number, error?: Error) => {
    finishers[index]?.(error);
    await endOfTurn();
  };
  return { batches, writeBatch, finishBatch };
}

describe('groupCommit', () => {
  it('writes a lone write at the end of the turn, in a batch of its own', async () => {
    const { batches, writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch);
    const answer = save(1);
    await endOfTurn();
    expect(batches).toEqual([[1]]);
    await finishBatch(0);
    await expect(answer).resolves.toBe('stored 1');
  });

  it('writes the writes of one turn together, each answered its own result', async () => {
    const { batches, writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch);
    const answers = [save(1), save(2), save(3)];
    await endOfTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    await finishBatch(0);
    await expect(Promise.all(answers)).resolves.toEqual(['stored 1', 'stored 2', 'stored 3']);
  });

  it('gathers the writes that arrive during a batch into the next one', async () => {
    const { batches, writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch);
    const first = save(1);
    await endOfTurn();
    const waiting = [save(2), save(3), save(4)];
    await endOfTurn();
    expect(batches).toEqual([[1]]);
    await finishBatch(0);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finishBatch(1);
    await expect(first).resolves.toBe('stored 1');
    await expect(Promise.all(waiting)).resolves.toEqual(['stored 2', 'stored 3', 'stored 4']);
  });

  it('answers no write before its own batch is written', async () => {
    const { writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch);
    let answered = false;
    void save(1);
    await endOfTurn();
    const second = save(2).then(() => {
      answered = true;
    });
    await finishBatch(0);
    expect(answered).toBe(false);
    await finishBatch(1);
    await second;
    expect(answered).toBe(true);
  });

  it('fails every write of a failed batch and goes on with the next', async () => {
    const { batches, writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch);
    const first = save(1);
    await endOfTurn();
    const failed = [save(2), save(3)].map((answer) =>
      answer.catch((error: Error) => error.message),
    );
    await finishBatch(0);
    await finishBatch(1, new Error('the database went away'));
    await expect(Promise.all(failed)).resolves.toEqual([
      'the database went away',
      'the database went away',
    ]);
    await expect(first).resolves.toBe('stored 1');
    const afterFailure = save(5);
    await endOfTurn();
    expect(batches.at(-1)).toEqual([5]);
    await finishBatch(2);
    await expect(afterFailure).resolves.toBe('stored 5');
  });

  it('splits a crowd into batches of at most maxBatch', async () => {
    const { batches, writeBatch, finishBatch } = heldWriter();
    const save = groupCommit(writeBatch, { maxBatch: 2 });
    const answers = [save(1), save(2), save(3)];
    await endOfTurn();
    await finishBatch(0);
    await finishBatch(1);
    await Promise.all(answers);
    expect(batches).toEqual([[1, 2], [3]]);
  });
});
