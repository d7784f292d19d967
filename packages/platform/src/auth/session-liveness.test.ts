import { describe, expect, it } from 'vitest';
import { LIVE_SESSION_TRUST_MS, type SessionLedger, SessionLiveness } from './session-liveness.js';

/** Identity's records as a set of ended session ids, counting the questions asked. */
function ledgerOf(endedIds: Set<string>) {
  const asked: string[] = [];
  const ledger: SessionLedger = {
    async isLive(sessionId) {
      asked.push(sessionId);
      return !endedIds.has(sessionId);
    },
  };
  return { ledger, asked };
}

function livenessWith(endedIds: Set<string>) {
  const { ledger, asked } = ledgerOf(endedIds);
  const liveness = new SessionLiveness();
  liveness.useLedger(ledger);
  return { liveness, asked };
}

describe('the session check', () => {
  it('takes every signed token as live where no ledger can end one', () => {
    expect(new SessionLiveness().isLive('s1', 'u1', 0)).toBe(true);
  });

  it('asks identity once, then answers from memory until its trust runs out', async () => {
    const endedIds = new Set<string>();
    const { liveness, asked } = livenessWith(endedIds);
    expect(await liveness.isLive('s1', 'u1', 0)).toBe(true);
    expect(liveness.isLive('s1', 'u1', LIVE_SESSION_TRUST_MS - 1)).toBe(true);
    expect(asked).toEqual(['s1']);
    endedIds.add('s1');
    expect(await liveness.isLive('s1', 'u1', LIVE_SESSION_TRUST_MS)).toBe(false);
    expect(asked).toEqual(['s1', 's1']);
  });

  it('remembers an ended session for good', async () => {
    const { liveness, asked } = livenessWith(new Set(['s1']));
    expect(await liveness.isLive('s1', 'u1', 0)).toBe(false);
    expect(liveness.isLive('s1', 'u1', 100 * LIVE_SESSION_TRUST_MS)).toBe(false);
    expect(asked).toEqual(['s1']);
  });

  it('refuses a session at once when told it ended, whatever it remembered', async () => {
    const { liveness } = livenessWith(new Set());
    expect(await liveness.isLive('s1', 'u1', Date.now())).toBe(true);
    liveness.ended(['s1']);
    expect(liveness.isLive('s1', 'u1', Date.now())).toBe(false);
  });

  it('asks one question for requests that arrive together, and an end told meanwhile wins', async () => {
    const { liveness, asked } = livenessWith(new Set());
    const first = liveness.isLive('s1', 'u1', 0);
    const second = liveness.isLive('s1', 'u1', 0);
    liveness.ended(['s1']);
    expect([await first, await second]).toEqual([false, false]);
    expect(asked).toEqual(['s1']);
  });
});
