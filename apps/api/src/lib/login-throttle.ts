const MINUTE_MS = 60 * 1000;
const MAX_KEYS = 100_000;

export type ThrottlePolicy = {
  /** How long a key waits after its last counted attempt, given how many are counted. */
  waitAfter(attempts: number): number;
  /** The attempts of a key are forgotten this long after its last one. */
  forgetAfterMs: number;
};

/**
 * Attempts at a secret, counted per key. An attempt is counted before the secret is checked, so concurrent tries all
 * meet the count; a success forgets the key, and an attempt that checked nothing is taken back. The methods answer
 * promises so that a store shared by the processes can stand in for the one kept in memory.
 */
export type AttemptThrottle = {
  /** Counts one more attempt and answers how many are counted, or undefined, counting nothing, while the key waits. */
  reserve(key: string): Promise<number | undefined>;
  /** The attempt succeeded: the key starts afresh. */
  release(key: string): Promise<void>;
  /** The attempt checked nothing: it no longer counts. */
  cancel(key: string): Promise<void>;
};

const FREE_FAILURES = 5;

/** Sign-in (decision 003): after five failures, one minute, doubled at each further failure, at most 15. */
export const SIGN_IN_POLICY: ThrottlePolicy = {
  waitAfter: (attempts) =>
    attempts < FREE_FAILURES ? 0 : Math.min(MINUTE_MS * 2 ** (attempts - FREE_FAILURES), 15 * MINUTE_MS),
  forgetAfterMs: 15 * MINUTE_MS,
};

/** The key of one e-mail tried from one client address (decision 003). */
export const emailFromAddress = (email: string, address: string) => `${email}\n${address}`;

type Attempts = { count: number; last: number };

/** Kept in memory, per process. */
export function createMemoryThrottle(now: () => Date, policy: ThrottlePolicy): AttemptThrottle {
  const attempts = new Map<string, Attempts>();

  function current(key: string): Attempts | undefined {
    const entry = attempts.get(key);
    if (entry && now().getTime() - entry.last > policy.forgetAfterMs) attempts.delete(key);
    return attempts.get(key);
  }

  function store(key: string, entry: Attempts) {
    attempts.delete(key);
    if (attempts.size >= MAX_KEYS) attempts.delete(attempts.keys().next().value as string);
    attempts.set(key, entry);
  }

  return {
    async reserve(key) {
      const entry = current(key);
      const at = now().getTime();
      if (entry && at < entry.last + policy.waitAfter(entry.count)) return undefined;
      const count = (entry?.count ?? 0) + 1;
      store(key, { count, last: at });
      return count;
    },
    async release(key) {
      attempts.delete(key);
    },
    async cancel(key) {
      const entry = current(key);
      if (!entry) return;
      if (entry.count <= 1) attempts.delete(key);
      else entry.count -= 1;
    },
  };
}

/** Failed sign-ins per email and client address together (decision 003). */
export const createLoginThrottle = (now: () => Date) => createMemoryThrottle(now, SIGN_IN_POLICY);

/** A named throttle of the given policy: what services ask for, counted by the whole fleet (decision 033). */
export type Throttles = (name: string, policy: ThrottlePolicy) => AttemptThrottle;
