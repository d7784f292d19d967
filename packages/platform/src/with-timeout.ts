/** Work that did not end in time: weather, as a server that does not answer yet. */
export class TimedOut extends Error {
  override name = 'TimedOut';
  readonly code = 'ETIMEDOUT';
}

/** The work's outcome, or a rejection with `message` if it has none within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(message)), ms);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
