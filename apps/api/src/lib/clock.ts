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
