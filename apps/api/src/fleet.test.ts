import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { spawnApi, type ApiProcess } from '../test/spawn-api.ts';

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
