import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { halfPriceBid, spawnApi, type ApiProcess } from '../test/spawn-api.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'bidstay-crash-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' };
let api: ApiProcess | undefined;

afterAll(async () => {
  await api?.stop();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${api!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The file-backed PGlite is what a crash can hurt; the PostgreSQL run skips it. */
describe.skipIf(Boolean(inject('postgresUrl')))('a process killed in the middle of bid creations', () => {
  it('keeps every bid it answered 2xx for, whole, after a restart', async () => {
    api = await spawnApi(env);
    const { body: session } = await post<{ access_token: string }>('/api/authenticateCustomer', {
      email: 'demo@bidstay.test',
      password: 'Demo12345',
    });
    const token = session.access_token;
    const customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const bidBody = await halfPriceBid(api, customerId, 50);

    const confirmed: string[] = [];
    const streams = Array.from({ length: 4 }, async () => {
      for (;;) {
        const result = await post<{ id: string }>('/api/newCreateBid', bidBody, token).catch(() => undefined);
        if (!result) return;
        if (result.status === 201) confirmed.push(result.body.id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await api.kill();
    await Promise.all(streams);
    expect(confirmed.length).toBeGreaterThan(0);

    api = await spawnApi(env);
    const { body: fresh } = await post<{ access_token: string }>('/api/authenticateCustomer', {
      email: 'demo@bidstay.test',
      password: 'Demo12345',
    });
    const bids = (await (
      await fetch(`${api.url}/api/newCustomerBids?customerId=${customerId}`, {
        headers: { authorization: `Bearer ${fresh.access_token}` },
      })
    ).json()) as { id: string; status: string; booking: { book_hash?: string } }[];
    const stored = new Set(bids.map((bid) => bid.id));
    expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
    for (const bid of bids) {
      expect(bid.status).toBe('pending');
      expect(bid.booking.book_hash).toBeTruthy();
    }
  }, 180_000);
});
