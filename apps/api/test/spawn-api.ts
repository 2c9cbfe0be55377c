import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listedPrice } from '@bidstay/contract';
import { inject } from 'vitest';
import { builtEntry } from '../build.mjs';
import { dayFromStart } from './build-test-app.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** `output()`: what the process wrote so far, its log and its errors. */
export type ApiProcess = {
  url: string;
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
  /** Sends SIGTERM; answers the exit code once it has exited. */
  terminate(): Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built server in a child process, its output passed on to the test's and kept. */
function spawnBuilt(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, builtEntry('main', inject('apiBuild')), {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bidstay-process-')),
      JWT_SECRET: 'shared-secret-of-all-processes-0123456789',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // A process's first start imports the in-process sandbox's catalogue: these tests need a city, not 10,000 hotels.
      SANDBOX_HOTELS: '500',
      // Processes side by side would share the default exporter's port: a test that reads metrics names one.
      METRICS_PORT: '0',
      // Several processes start side by side on a busy machine: their event loops lag without being overloaded.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A refused start ends at its configuration, long before this: a server that starts is stopped, its code null. */
const REFUSAL_WAIT_MS = 20_000;

/** A start the server refuses: its exit code and what it wrote. */
export async function refusedStart(env: Record<string, string>) {
  const { child, exited, output } = spawnBuilt(await freePort(), env);
  const started = setTimeout(() => child.kill('SIGKILL'), REFUSAL_WAIT_MS);
  const code = await exited;
  clearTimeout(started);
  return { code, output: output() };
}

/** The API as `npm start` runs it, built, in a child process of its own. */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, exited, output } = spawnBuilt(port, env);
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    if (attempt > 1200) throw new Error('API process did not become healthy');
    const healthy = await fetch(`${url}/api/health?ready=catalogue`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    terminate() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

type Rate = { book_hash: string; match_hash: string; payment_options: { payment_types: { show_amount: string }[] } };

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * A customer cannot read a rate's floor: the sandbox's floors (net plus the minimum margin, or the partner's
 * min_price) all lie below this share of the listed price (see e2e/bid-group-helpers.ts).
 */
const ABOVE_EVERY_FLOOR = 0.98;

/**
 * A bid body above the floor of the first hotel with rooms in the largest city: at a hotel without rules it waits for
 * a person, where one below the floor is rejected at once.
 */
export async function waitingBid(api: ApiProcess, customerId: string, daysAhead: number) {
  const stay = { checkin: dayFromStart(daysAhead), checkout: dayFromStart(daysAhead + 2) };
  const [region] = (await (await fetch(`${api.url}/api/regions`)).json()) as { id: number }[];
  const hids = await postJson<number[]>(`${api.url}/api/getListOfHotels`, { region_id: region!.id });
  for (const hid of hids) {
    const page = await postJson<{ hotels: { rates: Rate[] }[] }>(`${api.url}/api/hotelPage`, { ...stay, hid });
    const rate = page.hotels[0]?.rates[0];
    if (!rate) continue;
    return {
      customer_id: customerId,
      hotel_id: hid,
      bid: Math.floor(listedPrice(rate) * ABOVE_EVERY_FLOOR),
      booking: {
        book_hash: rate.book_hash,
        match_hash: rate.match_hash,
        check_in: stay.checkin,
        check_out: stay.checkout,
        guests: [{ adults: 2, children: [] }],
      },
    };
  }
  throw new Error('no hotel with rooms in the largest city');
}

/** A booking quote of the first rate in the largest city that the partner still sells at prebook. */
export async function quoteBookableRate(api: ApiProcess, token: string, daysAhead: number) {
  const stay = { checkin: dayFromStart(daysAhead), checkout: dayFromStart(daysAhead + 2) };
  const [region] = (await (await fetch(`${api.url}/api/regions`)).json()) as { id: number }[];
  const hids = await postJson<number[]>(`${api.url}/api/getListOfHotels`, { region_id: region!.id });
  for (const hid of hids) {
    const page = await postJson<{ hotels: { rates: Rate[] }[] }>(`${api.url}/api/hotelPage`, { ...stay, hid });
    for (const rate of page.hotels[0]?.rates ?? []) {
      const response = await fetch(`${api.url}/api/orderBookingForm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          hotel_id: hid,
          book_hash: rate.book_hash,
          match_hash: rate.match_hash,
          check_in: stay.checkin,
          check_out: stay.checkout,
          guests: [{ adults: 2, children: [] }],
        }),
      });
      if (response.status === 201) return (await response.json()) as { partner_order_id: string };
    }
  }
  throw new Error('no bookable rate in the largest city');
}

/** A JSON call to a spawned API, as a browser makes it; anything but 2xx throws with the answer. */
export async function call<T>(
  api: ApiProcess,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The access token of an account signed in through a spawned API. */
export const signIn = async (api: ApiProcess, email: string, password: string) =>
  (
    await call<{ access_token: string }>(api, '/api/authenticateCustomer', {
      method: 'POST',
      body: { email, password },
    })
  ).access_token;
