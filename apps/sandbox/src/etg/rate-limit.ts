import type { Clock } from './time.ts';

export type Limit = { requests: number; seconds: number };

export type LimitState = Limit & { remaining: number; reset: Date; exceeded: boolean };

export const LIMITS = {
  hotelpage: { requests: 600, seconds: 60 },
  serp: { requests: 1200, seconds: 60 },
  standard: { requests: 300, seconds: 60 },
} satisfies Record<string, Limit>;

type Window = { start: number; count: number };

/** Fixed windows per key and endpoint, timed by the injected clock. */
export function createRateLimiter(clock: Clock) {
  const windows = new Map<string, Window>();
  return {
    hit(key: string, endpoint: string, limit: Limit): LimitState {
      const now = clock.now().getTime();
      const id = `${key} ${endpoint}`;
      let window = windows.get(id);
      if (!window || now >= window.start + limit.seconds * 1000) {
        window = { start: now, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      return {
        ...limit,
        remaining: Math.max(0, limit.requests - window.count),
        reset: new Date(window.start + limit.seconds * 1000),
        exceeded: window.count > limit.requests,
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
