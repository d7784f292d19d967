import type { ClientErrorReport } from '@mise/contracts';
import { guestHeaders } from '@/shared/cart/browser-storage';

/** The same fault reported again within this long is a burst: only its first report is sent. */
const SAME_FAULT_MS = 30_000;
/** At most this many reports a minute from one page, whatever they are. */
const PER_MINUTE = 10;

/** What the shop knows of a fault; the reporter adds the page and the user. */
export type ClientFault = Omit<ClientErrorReport, 'page' | 'userId'>;

export interface ClientErrorReporterOptions {
  /** The signed-in user's id, or null for a guest (reported as 'anonymous', spec §8). */
  userId: () => string | null;
  /** The page the shopper is on (path and query). */
  page: () => string;
  /** Sends one report; its failure is swallowed, never reported (no report of a report). */
  send: (report: ClientErrorReport) => Promise<unknown>;
  now?: () => number;
}

const clip = (text: string, length: number) => text.slice(0, length);

/**
 * Reports the shop's faults to the server, each burst once: a failing call retried by several
 * components, or a broken page rendered twice, is one report. Reports are trimmed to the
 * contract's lengths so that the server never refuses one for its size.
 */
export function createClientErrorReporter(options: ClientErrorReporterOptions) {
  const now = options.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let sentThisMinute: number[] = [];
  return (fault: ClientFault): boolean => {
    const at = now();
    const key = [fault.kind, fault.method, fault.url, fault.status, fault.message].join(' ');
    const previous = lastSent.get(key);
    if (previous !== undefined && at - previous < SAME_FAULT_MS) return false;
    sentThisMinute = sentThisMinute.filter((sentAt) => at - sentAt < 60_000);
    if (sentThisMinute.length >= PER_MINUTE) return false;
    lastSent.set(key, at);
    sentThisMinute.push(at);
    const report: ClientErrorReport = {
      ...fault,
      message: clip(fault.message, 2_000) || 'Unknown error',
      page: clip(options.page(), 2_000),
      ...(fault.url !== undefined && { url: clip(fault.url, 2_000) }),
      ...(fault.stack !== undefined && { stack: clip(fault.stack, 8_000) }),
      userId: options.userId() ?? 'anonymous',
    };
    options.send(report).catch(() => undefined);
    return true;
  };
}

/**
 * Posts a report with fetch itself, not apiFetch: a failing report must not be reported in
 * turn. keepalive lets it leave even as the page reloads. The guest id goes along so that the
 * edge counts a guest's reports as theirs, not their whole address's.
 */
export function postClientError(report: ClientErrorReport): Promise<unknown> {
  return fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...guestHeaders(localStorage) },
    body: JSON.stringify(report),
    keepalive: true,
  });
}

type Reporter = (fault: ClientFault) => boolean;
let activeReporter: Reporter | null = null;

/** Makes `reporter` the one reportFault uses (the shop's start does, with the real sender). */
export function setClientErrorReporter(reporter: Reporter | null): void {
  activeReporter = reporter;
}

/** Reports a fault through the reporter set at start; before that (and in tests) nothing is sent. */
export function reportFault(fault: ClientFault): void {
  activeReporter?.(fault);
}

/** A fault from something thrown: its message and stack, whatever was thrown. */
export function faultOf(kind: ClientFault['kind'], error: unknown): ClientFault {
  if (error instanceof Error) {
    return {
      kind,
      message: `${error.name}: ${error.message}`,
      ...(error.stack && { stack: error.stack }),
    };
  }
  if (typeof error === 'object' && error !== null) return { kind, message: JSON.stringify(error) };
  return { kind, message: String(error) };
}
