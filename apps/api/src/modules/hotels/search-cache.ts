const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;
/** What the kept answers may weigh together, as JSON: a flood of distinct searches evicts the oldest answers. */
export const SEARCH_CACHE_MAX_BYTES = 64 * 1024 * 1024;

type Entry = { at: number; value: Promise<unknown>; bytes: number };

/**
 * Partner searches answered from memory for a minute, and identical searches in flight share one
 * call: the same city or hotel page asked by many customers costs the partner (and its per-minute
 * quota) one request. Failures are not kept. Booking asks the partner afresh. Bounded in entries and
 * in bytes, the oldest going first.
 */
export function createSearchCache({ maxBytes = SEARCH_CACHE_MAX_BYTES } = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  const forgetOldest = () => forget(entries.keys().next().value as string);

  function weigh(key: string, entry: Entry, answer: unknown) {
    if (entries.get(key) !== entry) return;
    entry.bytes = JSON.stringify(answer).length;
    bytes += entry.bytes;
    while (bytes > maxBytes) forgetOldest();
  }

  return function cached<T>(kind: string, request: object, load: () => Promise<T>): Promise<T> {
    const key = `${kind}:${JSON.stringify(request)}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
    // Taken out first, so that a renewed answer counts as the newest.
    forget(key);
    if (entries.size >= MAX_ENTRIES) forgetOldest();
    const entry: Entry = { at: Date.now(), value: load(), bytes: 0 };
    entries.set(key, entry);
    entry.value.then(
      (answer) => weigh(key, entry, answer),
      () => entries.get(key) === entry && forget(key),
    );
    return entry.value as Promise<T>;
  };
}
