export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function unixSeconds(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000);
}
