export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test can move forward. */
export function fixedClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The system's time moved forward by what `advance` added: the process's clock when TEST_CLOCK is set. */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export type MovableClock = Clock & { advance(ms: number): void };
