const MINUTE_MS = 60 * 1000;

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

/** A key's attempts so far: how many are counted, and when the last was (ms). */
export type Attempts = { count: number; lastMs: number };

/**
 * What one more attempt of a key counts, given its attempts so far: undefined while it waits (nothing is counted then).
 * Every store of throttles decides by this alone.
 */
export function nextCount(attempts: Attempts | undefined, nowMs: number, policy: ThrottlePolicy): number | undefined {
  const count = !attempts || nowMs - attempts.lastMs > policy.forgetAfterMs ? 0 : attempts.count;
  if (count > 0 && nowMs < attempts!.lastMs + policy.waitAfter(count)) return undefined;
  return count + 1;
}

/** A named throttle of the given policy: what services ask for, counted by the whole fleet (decision 033). */
export type Throttles = (name: string, policy: ThrottlePolicy) => AttemptThrottle;
