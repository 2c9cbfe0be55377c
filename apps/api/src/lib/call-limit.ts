export const MINUTE_MS = 60_000;

/** Calls counted per key over a sliding window, by every process alike (lib/shared-limits.ts, decision 033). */
export type CallLimit = {
  /** Counts one call of the key and answers true; answers false, counting nothing, once the window holds `max`. */
  take(key: string, max: number): Promise<boolean>;
};
