type Window = { remaining: number; resetAt: number };

/** ETG's per-endpoint limits, read from the X-RateLimit-* headers of each answer. */
export function createRateLimits(now: () => number) {
  const windows = new Map<string, Window>();

  return {
    record(endpoint: string, headers: Headers) {
      const remaining = Number(headers.get('x-ratelimit-remaining'));
      const reset = headers.get('x-ratelimit-reset');
      if (!reset || Number.isNaN(remaining)) return;
      windows.set(endpoint, { remaining, resetAt: Date.parse(`${reset}Z`) });
    },

    /** Milliseconds to wait before the endpoint may be called again; 0 when it may now. */
    waitMs(endpoint: string): number {
      const window = windows.get(endpoint);
      if (!window || window.remaining > 0) return 0;
      return Math.max(0, window.resetAt - now());
    },
  };
}
