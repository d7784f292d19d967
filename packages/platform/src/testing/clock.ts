/**
 * A clock the test moves by hand, for waits, holds, codes and cards that run out. Services
 * take `now` as their clock, so the test decides what time it is without sleeping.
 */
export function movableClock(start: Date) {
  let now = start.getTime();
  return {
    now: (): Date => new Date(now),
    advance(ms: number): void {
      now += ms;
    },
    set(instant: Date): void {
      now = instant.getTime();
    },
  };
}
export type MovableClock = ReturnType<typeof movableClock>;
