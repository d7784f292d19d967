import { describe, expect, it } from 'vitest';
import { ReadinessError } from './readiness';
import { describeReadiness } from './readinessDisplay';

describe('describeReadiness', () => {
  it('shows a loading message while the first answer is awaited', () => {
    expect(describeReadiness({ state: 'pending' })).toEqual({
      kind: 'loading',
      message: 'Checking the system status…',
    });
  });

  it('lists every check as OK, in a fixed order, when the server is ready', () => {
    const display = describeReadiness({
      state: 'answered',
      readiness: {
        status: 'ready',
        checks: {
          'outbox:share-url': { ok: true, backlog: 0 },
          bus: { ok: true },
          database: { ok: true },
        },
      },
    });
    expect(display).toEqual({
      kind: 'report',
      ready: true,
      summary: 'All systems are ready.',
      lines: [
        { key: 'database', label: 'Database', ok: true, verdict: 'OK' },
        { key: 'bus', label: 'Event bus', ok: true, verdict: 'OK' },
        {
          key: 'outbox:share-url',
          label: 'Outbox backlog (share-url)',
          ok: true,
          verdict: 'OK',
          detail: '0 events waiting to be sent',
        },
      ],
    });
  });

  it('marks failing checks Not ready and keeps the passing ones OK', () => {
    const display = describeReadiness({
      state: 'answered',
      readiness: {
        status: 'not-ready',
        checks: {
          database: { ok: true },
          bus: { ok: false },
          outbox: { ok: false, backlog: 1 },
          search: { ok: true },
        },
      },
    });
    expect(display).toMatchObject({ kind: 'report', ready: false });
    expect(display.kind === 'report' && display.summary).toBe('Some systems are not ready.');
    expect(display.kind === 'report' && display.lines).toEqual([
      { key: 'database', label: 'Database', ok: true, verdict: 'OK' },
      { key: 'bus', label: 'Event bus', ok: false, verdict: 'Not ready' },
      {
        key: 'outbox',
        label: 'Outbox backlog',
        ok: false,
        verdict: 'Not ready',
        detail: '1 event waiting to be sent',
      },
      { key: 'search', label: 'search', ok: true, verdict: 'OK' },
    ]);
  });

  it('says the server could not be reached when the request never got an answer', () => {
    const error = new ReadinessError({ reason: 'unreachable' });
    expect(describeReadiness({ state: 'failed', error })).toEqual({
      kind: 'error',
      message: 'The console could not reach the server. Check the connection, then refresh.',
    });
  });

  it("passes on the server's own words when it answers with a problem", () => {
    const error = new ReadinessError({
      reason: 'unexpected-answer',
      httpStatus: 500,
      serverMessage: 'Something went wrong on our side.',
    });
    expect(describeReadiness({ state: 'failed', error })).toEqual({
      kind: 'error',
      message:
        'The server could not report its status (HTTP 500). It said: Something went wrong on our side.',
    });
  });

  it('says the server is not answering when a proxy reports it unreachable', () => {
    const error = new ReadinessError({ reason: 'unexpected-answer', httpStatus: 502 });
    expect(describeReadiness({ state: 'failed', error })).toEqual({
      kind: 'error',
      message: 'The server is not answering (HTTP 502). It may be restarting: refresh in a minute.',
    });
  });

  it('falls back to a plain sentence for an error it does not know', () => {
    const display = describeReadiness({ state: 'failed', error: new TypeError('boom') });
    expect(display).toEqual({
      kind: 'error',
      message: 'The system status could not be checked. Refresh to try again.',
    });
  });
});
