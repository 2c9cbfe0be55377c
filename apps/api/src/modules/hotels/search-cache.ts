const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

/**
 * Partner searches answered from memory for a minute, and identical searches in flight share one
 * call: the same city or hotel page asked by many customers costs the partner (and its per-minute
 * quota) one request. Failures are not kept. Booking asks the partner afresh.
 */
export function createSearchCache() {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();

  return function cached<T>(kind: string, request: object, load: () => Promise<T>): Promise<T> {
    const key = `${kind}:${JSON.stringify(request)}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
    const value = load();
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
