import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { spawnApi, type ApiProcess, call, signIn, waitingBid } from '../test/spawn-api.ts';

const onPostgres = Boolean(inject('postgresUrl'));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: ApiProcess;
let second: ApiProcess;

/** A sign-in whose body arrives in two parts: in flight until `finish` sends the rest; answers its status. */
function trickledSignIn(api: ApiProcess) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Nobody123' });
  const half = Math.floor(body.length / 2);
  const call = request(`${api.url}/api/authenticateCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    call.on('response', (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    call.on('error', reject);
  });
  call.write(body.slice(0, half));
  return { status, finish: () => call.end(body.slice(half)) };
}

const subjectOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

type StreamEvent = { id: number; bidId: string; status: string };

/** An event stream once open: `until` reads its events, with their ids, until one matches. */
async function openEvents(api: ApiProcess, token: string, lastEventId?: number) {
  const abort = new AbortController();
  const headers = { authorization: `Bearer ${token}`, ...(lastEventId && { 'last-event-id': String(lastEventId) }) };
  const response = await fetch(`${api.url}/api/events`, { headers, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = (await reader.read()).value ?? '';
  const events = () =>
    [...text.matchAll(/^id: (\d+)\nevent: bid\ndata: (.+)$/gm)].map(([, id, data]) => ({
      id: Number(id),
      ...(JSON.parse(data!) as Omit<StreamEvent, 'id'>),
    }));
  return {
    async until(match: (event: StreamEvent) => boolean) {
      while (!events().some(match)) text += (await reader.read()).value ?? '';
      abort.abort();
      return events();
    },
  };
}

const readiness = (api: ApiProcess) =>
  fetch(`${api.url}/api/health/ready`).then(
    (response) => response.status,
    () => 'refused' as const,
  );

describe.skipIf(!onPostgres)('a fleet of API processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url!, SEED_DEMO: 'true', DRAIN_GRACE_MS: '1000' };
    [first, second] = await Promise.all([spawnApi(env), spawnApi(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('a stream reconnecting to the other process with the last event id it had is sent the decision it missed', async () => {
    const customer = await signIn(first, 'demo@bidstay.test', 'Demo12345');
    const supplier = await signIn(second, 'supplier@bidstay.test', 'Supplier123');
    const body = await waitingBid(first, subjectOf(customer), 41);
    const stream = await openEvents(first, customer);
    const bid = await call<{ id: string }>(first, '/api/newCreateBid', { method: 'POST', token: customer, body });
    const placed = (await stream.until((event) => event.bidId === bid.id)).find((event) => event.bidId === bid.id)!;
    expect(placed.status).toBe('pending');
    await call(second, `/api/supplier/bids/${bid.id}/reject`, { method: 'POST', token: supplier });
    const reconnected = await openEvents(second, customer, placed.id);
    const missed = await reconnected.until((event) => event.bidId === bid.id && event.status === 'rejected');
    expect(missed.map(({ bidId, status }) => ({ bidId, status }))).toEqual([{ bidId: bid.id, status: 'rejected' }]);
  });

  it('five wrong passwords spread over two processes throttle the sixth', async () => {
    const attempt = (api: ApiProcess) =>
      fetch(`${api.url}/api/authenticateCustomer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@bidstay.test', password: 'Wrong12345' }),
      }).then((response) => response.status);
    const statuses = [];
    for (const api of [first, second, first, second, first, second]) statuses.push(await attempt(api));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('a process told to stop finishes a request in flight, fails readiness meanwhile, and exits in time', async () => {
    expect(await readiness(second)).toBe(200);
    const signIn = trickledSignIn(second);
    const stoppedAt = performance.now();
    const exited = second.terminate();
    let ready = await readiness(second);
    while (ready === 200) ready = await readiness(second);
    expect(ready).toBe(503);
    signIn.finish();
    expect(await signIn.status).toBe(401);
    expect(await exited).toBe(0);
    expect(performance.now() - stoppedAt).toBeLessThan(10_000);
  });
});
