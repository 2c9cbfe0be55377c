import type { Clock } from './clock.ts';

export const MINUTE_MS = 60_000;
const MAX_KEYS = 100_000;

/**
 * Calls counted per key over a sliding window. The method answers a promise so that a store shared by the processes
 * can stand in for the one kept in memory: today each process counts its own (decision 029).
 */
export type CallLimit = {
  /** Counts one call of the key and answers true; answers false, counting nothing, once the window holds `max`. */
  take(key: string, max: number): Promise<boolean>;
};

/** Kept in memory, per process; the oldest key goes first past MAX_KEYS. */
export function createMemoryCallLimit(clock: Clock, windowMs = MINUTE_MS): CallLimit {
  const calls = new Map<string, number[]>();
  return {
    async take(key, max) {
      const at = clock.now().getTime();
      const recent = (calls.get(key) ?? []).filter((time) => at - time < windowMs);
      calls.delete(key);
      if (calls.size >= MAX_KEYS) calls.delete(calls.keys().next().value as string);
      if (recent.length >= max) {
        calls.set(key, recent);
        return false;
      }
      calls.set(key, [...recent, at]);
      return true;
    },
  };
}
