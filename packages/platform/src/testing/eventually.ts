import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 10;

/**
 * Retries an assertion until it passes, for effects that happen
 * asynchronously; past the timeout the last failure is thrown. The default
 * is generous: a passing assertion returns at once, and a CI machine running
 * every suite at the same time can take seconds to relay an event.
 */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (failure) {
      if (Date.now() >= deadline) throw failure;
    }
    await sleep(POLL_MS);
  }
}

/** Checks that an assertion keeps passing for a while, for things that must not happen. */
export async function consistently(
  assertion: () => unknown | Promise<unknown>,
  durationMs: number,
): Promise<void> {
  const deadline = Date.now() + durationMs;
  do {
    await assertion();
    await sleep(POLL_MS);
  } while (Date.now() < deadline);
  await assertion();
}
