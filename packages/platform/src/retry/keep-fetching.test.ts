import { describe, expect, it } from 'vitest';
import { keepFetching } from './keep-fetching.js';

describe('keepFetching', () => {
  it('asks a neighbour again, whatever it answered, until it gives the copy', async () => {
    const answers = ['503 Service Unavailable', 'not a catalog', 'copy'];
    const warned: unknown[] = [];
    let held: string | undefined;
    await keepFetching(
      'catalog copy',
      async () => {
        const answer = answers.shift();
        if (answer !== 'copy') throw new Error(answer);
        held = answer;
      },
      { warn: (fields) => warned.push(fields) },
    ).run();
    expect(held).toBe('copy');
    expect(warned).toHaveLength(2);
  });

  it('ends a run at once when stopped, without the copy', async () => {
    let attempts = 0;
    const fetching = keepFetching(
      'city fees',
      async () => {
        attempts += 1;
        throw new Error('connect ECONNREFUSED');
      },
      { warn: () => fetching.stop() },
    );
    await fetching.run();
    expect(attempts).toBe(1);
  });
});
