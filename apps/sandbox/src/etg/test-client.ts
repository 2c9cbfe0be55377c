import { startEtgEmulator, type StandaloneOptions } from './server.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read ETG's JSON loosely
export type Json = any;

export type Envelope<T = Json> = { data: T; debug: Json; error: string | null; status: string };

export type TestEmulator = Awaited<ReturnType<typeof startTestEmulator>>;

export const KEY_ID = '4242';
export const API_KEY = '0b3e6f9a-1c2d-4e5f-8a9b-123456789abc';
export const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${API_KEY}`).toString('base64')}`;

/** The emulator on a free port with a clock the test moves by hand. */
export async function startTestEmulator(options: Partial<StandaloneOptions> = {}, start = '2026-06-01T09:00:00Z') {
  let time = Date.parse(start);
  const clock = { now: () => new Date(time) };
  const emulator = await startEtgEmulator({ keyId: KEY_ID, apiKey: API_KEY, clock, ...options });
  async function call<T = Json>(
    path: string,
    body: unknown,
    headers: Record<string, string> = { authorization: AUTH },
  ) {
    const response = await fetch(`${emulator.url}/api/b2b/v3/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { response, body: (await response.json()) as Envelope<T> };
  }
  return {
    url: emulator.url,
    call,
    advance: (ms: number) => {
      time += ms;
    },
    close: () => emulator.close(),
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
