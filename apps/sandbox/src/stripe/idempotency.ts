import type { StripeContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import type { StoredResponse } from './store.ts';

export type Outcome = { status: number; body: unknown };

/** Keys whose first request is still running: a second one meanwhile gets Stripe's 409, which its SDK retries. */
const running = new WeakMap<StripeContext, Set<string>>();

function inFlightOf(context: StripeContext): Set<string> {
  const keys = running.get(context) ?? new Set<string>();
  running.set(context, keys);
  return keys;
}

/** Same `Idempotency-Key` and same request → the first response again; other params → Stripe's idempotency_error. */
export async function idempotent(
  context: StripeContext,
  key: string | undefined,
  fingerprint: string,
  run: () => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  if (!key) return { ...(await run()), replayed: false };
  const inFlight = inFlightOf(context);
  if (inFlight.has(key)) {
    throw new StripeApiError(
      409,
      'idempotency_error',
      'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ' +
        `${key}. Please try again later.`,
    );
  }
  const stored = context.store.data.idempotency[key];
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return { status: stored.status, body: stored.body, replayed: true };
  }
  inFlight.add(key);
  let outcome: Outcome;
  try {
    outcome = await run();
  } finally {
    inFlight.delete(key);
  }
  const entry: StoredResponse = { fingerprint, status: outcome.status, body: structuredClone(outcome.body) };
  context.store.data.idempotency[key] = entry;
  context.store.save();
  return { ...outcome, replayed: false };
}
