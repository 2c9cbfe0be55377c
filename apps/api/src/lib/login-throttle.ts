const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 60 * 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures are forgotten this long after the last one. */
const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 100_000;

type Failures = { count: number; last: number };

/** After five failures, the wait before the next attempt: one minute, doubled at each failure, at most 15. */
function delayAfter(count: number): number {
  if (count < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (count - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * Failed sign-ins per email and client address together (decision 003): someone guessing from one address slows
 * down, and the owner signing in from another is not locked out. Kept in memory, per process.
 */
export function createLoginThrottle(now: () => Date) {
  const failures = new Map<string, Failures>();
  const keyOf = (email: string, address: string) => `${email}\n${address}`;

  function current(key: string): Failures | undefined {
    const entry = failures.get(key);
    if (entry && now().getTime() - entry.last > WINDOW_MS) failures.delete(key);
    return failures.get(key);
  }

  return {
    isBlocked(email: string, address: string) {
      const entry = current(keyOf(email, address));
      return entry !== undefined && now().getTime() < entry.last + delayAfter(entry.count);
    },
    recordFailure(email: string, address: string) {
      const key = keyOf(email, address);
      const count = (current(key)?.count ?? 0) + 1;
      failures.delete(key);
      if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value as string);
      failures.set(key, { count, last: now().getTime() });
    },
    reset: (email: string, address: string) => failures.delete(keyOf(email, address)),
  };
}
