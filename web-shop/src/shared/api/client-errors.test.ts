import type { ClientErrorReport } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { type ClientFault, createClientErrorReporter } from './client-errors';

function reporterAt(start = 0, userId: string | null = null) {
  let now = start;
  const sent: ClientErrorReport[] = [];
  const report = createClientErrorReporter({
    userId: () => userId,
    page: () => '/recipes/r-1',
    send: async (body) => {
      sent.push(body);
    },
    now: () => now,
  });
  return { report, sent, later: (ms: number) => (now += ms) };
}

const failedCall: ClientFault = {
  kind: 'call',
  method: 'GET',
  url: '/api/recipes/r-1',
  status: 500,
  message: 'HTTP 500 Internal Server Error',
};

describe('the client error reporter', () => {
  it('sends the fault with the page and the user, or anonymous for a guest', () => {
    const guest = reporterAt();
    guest.report(failedCall);
    expect(guest.sent).toEqual([{ ...failedCall, page: '/recipes/r-1', userId: 'anonymous' }]);
    const member = reporterAt(0, 'user-7');
    member.report(failedCall);
    expect(member.sent[0]?.userId).toBe('user-7');
  });

  it('sends a burst of the same fault once, and again after 30 s', () => {
    const { report, sent, later } = reporterAt();
    expect([report(failedCall), report(failedCall), report(failedCall)]).toEqual([
      true,
      false,
      false,
    ]);
    later(29_999);
    expect(report(failedCall)).toBe(false);
    later(1);
    expect(report(failedCall)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('sends at most ten different faults a minute', () => {
    const { report, sent, later } = reporterAt();
    for (let index = 0; index < 12; index++)
      report({ ...failedCall, url: `/api/recipes/${index}` });
    expect(sent).toHaveLength(10);
    later(60_000);
    report({ ...failedCall, url: '/api/recipes/after' });
    expect(sent).toHaveLength(11);
  });

  it('trims a report to the lengths the server takes', () => {
    const { report, sent } = reporterAt();
    report({ kind: 'render', message: 'x'.repeat(5_000), stack: 'y'.repeat(20_000) });
    expect(sent[0]?.message).toHaveLength(2_000);
    expect(sent[0]?.stack).toHaveLength(8_000);
  });

  it('swallows a report that could not be sent, reporting nothing more', async () => {
    let tries = 0;
    const report = createClientErrorReporter({
      userId: () => null,
      page: () => '/',
      send: async () => {
        tries += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    expect(report(failedCall)).toBe(true);
    await Promise.resolve();
    expect(tries).toBe(1);
  });
});
