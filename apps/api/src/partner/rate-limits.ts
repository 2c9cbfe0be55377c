/** `requests`: the window's whole quota, when the partner says it. */
type Window = { remaining: number; resetAt: number; requests: number | undefined };

/** ETG's per-endpoint limits, read from the X-RateLimit-* headers of each answer. */
export function createRateLimits(now: () => number) {
  const windows = new Map<string, Window>();

  return {
    record(endpoint: string, headers: Headers) {
      const remaining = Number(headers.get('x-ratelimit-remaining'));
      const reset = headers.get('x-ratelimit-reset');
      if (!reset || Number.isNaN(remaining)) return;
      const requests = Number(headers.get('x-ratelimit-requestsnumber')) || undefined;
      windows.set(endpoint, { remaining, resetAt: Date.parse(`${reset}Z`), requests });
    },

    /** The share of the endpoint's quota left in its window: 1 when unknown or the window has passed. */
    headroom(endpoint: string): number {
      const window = windows.get(endpoint);
      if (!window?.requests || now() >= window.resetAt) return 1;
      return window.remaining / window.requests;
    },

    /** The endpoint's whole quota for a window, as the partner last said it; undefined before it has. */
    quota: (endpoint: string): number | undefined => windows.get(endpoint)?.requests,

    /** Milliseconds to wait before the endpoint may be called again; 0 when it may now. */
    waitMs(endpoint: string): number {
      const window = windows.get(endpoint);
      if (!window || window.remaining > 0) return 0;
      return Math.max(0, window.resetAt - now());
    },
  };
}
