import { randomUUID } from 'node:crypto';
import type { Quote } from './rates/quote.ts';
import type { Clock } from './time.ts';

export type HashKind = 'h' | 'p';

export type IssuedHash = { kind: HashKind; quote: Quote; issuedAt: number };

const MINUTE = 60_000;

/** How long each use accepts a hash (PARTNER.md §9.2). */
export const LIFETIMES = {
  hotelpageForPrebook: 24 * 60 * MINUTE,
  hotelpageForForm: 30 * MINUTE,
  prebook: 6 * 60 * MINUTE,
  form: 60 * MINUTE,
};

const MAX_KEPT = 500_000;

export const CONTRACT_MISMATCH_HASH = 'h-00000000-0000-0000-0000-000000000000';
export const HOTEL_NOT_FOUND_PREFIX = 'h-e0000001';

export function createHashStore(clock: Clock) {
  const issued = new Map<string, IssuedHash>();

  function prune(now: number): void {
    for (const [hash, entry] of issued) {
      if (issued.size <= MAX_KEPT && now - entry.issuedAt < LIFETIMES.hotelpageForPrebook) return;
      issued.delete(hash);
    }
  }

  return {
    issue(kind: HashKind, quote: Quote): string {
      const now = clock.now().getTime();
      prune(now);
      const hash = `${kind}-${randomUUID()}`;
      issued.set(hash, { kind, quote, issuedAt: now });
      return hash;
    },
    /** The hash if it is still accepted for a use that allows `lifetime` ms. */
    find(hash: string, kind: HashKind, lifetime: number): IssuedHash | undefined {
      const entry = issued.get(hash);
      if (!entry || entry.kind !== kind) return undefined;
      return clock.now().getTime() - entry.issuedAt <= lifetime ? entry : undefined;
    },
  };
}

export type HashStore = ReturnType<typeof createHashStore>;
