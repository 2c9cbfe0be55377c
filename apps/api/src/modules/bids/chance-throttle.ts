const WINDOW_MS = 60_000;
const MAX_KEYS = 100_000;

/**
 * Chance answers per customer in the last minute (a sliding window), kept in memory per process as the sign-in throttle
 * is: several processes each allow `limit` (decision 016).
 */
export function createChanceThrottle(now: () => Date, limit: number) {
  const asked = new Map<string, number[]>();
  return {
    /** Counts one answer for the customer; false when the customer has had `limit` answers this minute. */
    take(customerId: string): boolean {
      const at = now().getTime();
      const recent = (asked.get(customerId) ?? []).filter((time) => at - time < WINDOW_MS);
      if (recent.length >= limit) {
        asked.set(customerId, recent);
        return false;
      }
      asked.delete(customerId);
      if (asked.size >= MAX_KEYS) asked.delete(asked.keys().next().value as string);
      asked.set(customerId, [...recent, at]);
      return true;
    },
  };
}
