const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins per email in a sliding window. Kept in memory: with several API processes
 * each counts its own, which still bounds guessing to MAX_FAILURES per process and window.
 */
export function createLoginThrottle(now: () => Date) {
  const failures = new Map<string, number[]>();

  function recent(email: string) {
    const since = now().getTime() - WINDOW_MS;
    const times = (failures.get(email) ?? []).filter((time) => time > since);
    if (times.length) failures.set(email, times);
    else failures.delete(email);
    return times;
  }

  return {
    isBlocked: (email: string) => recent(email).length >= MAX_FAILURES,
    recordFailure(email: string) {
      failures.set(email, [...recent(email), now().getTime()]);
    },
    reset: (email: string) => failures.delete(email),
  };
}
