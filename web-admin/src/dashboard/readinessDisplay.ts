import { type Readiness, ReadinessError, type ReadinessFailure } from './readiness';

/** Where the status request stands, whatever does the fetching. */
export type ReadinessOutcome =
  | { state: 'pending' }
  | { state: 'answered'; readiness: Readiness }
  | { state: 'failed'; error: unknown };

export interface CheckLine {
  key: string;
  label: string;
  ok: boolean;
  verdict: 'OK' | 'Not ready';
  detail?: string;
}

export type StatusDisplay =
  | { kind: 'loading'; message: string }
  | { kind: 'report'; ready: boolean; summary: string; lines: CheckLine[] }
  | { kind: 'error'; message: string };

const labels: Record<string, string> = {
  database: 'Database',
  bus: 'Event bus',
  outbox: 'Outbox backlog',
};

// Per-service checks are named `kind:service`, e.g. `outbox:share-url`.
const kindOf = (key: string) => key.split(':')[0] ?? key;
const labelFor = (key: string) => {
  const [kind = key, service] = key.split(':');
  const label = labels[kind] ?? kind;
  return service ? `${label} (${service})` : label;
};

// The checks staff know by name come first, in a fixed order; any the server adds later follow.
const knownOrder = Object.keys(labels);
const rank = (key: string) => {
  const index = knownOrder.indexOf(kindOf(key));
  return index === -1 ? knownOrder.length : index;
};

const pluralEvents = (count: number) => (count === 1 ? '1 event' : `${count} events`);

const toLine = ([key, check]: [string, Readiness['checks'][string]]): CheckLine => ({
  key,
  label: labelFor(key),
  ok: check.ok,
  verdict: check.ok ? 'OK' : 'Not ready',
  ...(check.backlog === undefined
    ? {}
    : { detail: `${pluralEvents(check.backlog)} waiting to be sent` }),
});

const failureMessage = (failure: ReadinessFailure): string => {
  if (failure.reason === 'unreachable') {
    return 'The console could not reach the server. Check the connection, then refresh.';
  }
  // A proxy in front of the server answers these when the server itself does not.
  if (failure.httpStatus === 502 || failure.httpStatus === 504) {
    return `The server is not answering (HTTP ${failure.httpStatus}). It may be restarting: refresh in a minute.`;
  }
  const said = failure.serverMessage ? ` It said: ${failure.serverMessage}` : '';
  return `The server could not report its status (HTTP ${failure.httpStatus}).${said}`;
};

export function describeReadiness(outcome: ReadinessOutcome): StatusDisplay {
  switch (outcome.state) {
    case 'pending':
      return { kind: 'loading', message: 'Checking the system status…' };
    case 'failed':
      return {
        kind: 'error',
        message:
          outcome.error instanceof ReadinessError
            ? failureMessage(outcome.error.failure)
            : 'The system status could not be checked. Refresh to try again.',
      };
    case 'answered': {
      const lines = Object.entries(outcome.readiness.checks)
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(toLine);
      const ready = lines.every((line) => line.ok);
      return {
        kind: 'report',
        ready,
        summary: ready ? 'All systems are ready.' : 'Some systems are not ready.',
        lines,
      };
    }
  }
}
