import { describe, expect, it } from 'vitest';
import { joinPresent } from './joinPresent';

describe('joinPresent', () => {
  it("leaves out the parts a deleted customer's order no longer has", () => {
    expect(joinPresent(['Deleted customer ', '', ' '])).toBe('Deleted customer');
    expect(joinPresent(['Ada Lovelace', 'ada@mise.test', '4165550134'])).toBe(
      'Ada Lovelace · ada@mise.test · 4165550134',
    );
  });
});
