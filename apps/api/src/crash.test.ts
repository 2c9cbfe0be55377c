import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listedPrice } from '@bidstay/contract';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnApi, type ApiProcess } from '../test/spawn-api.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
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
    const [region] = (await (await fetch(`${api.url}/api/regions`)).json()) as { id: number }[];
    const { body: hids } = await post<number[]>('/api/getListOfHotels', { region_id: region!.id });
    const stay = { checkin: inDays(50), checkout: inDays(52) };
    let offer:
      { hid: number; rate: Parameters<typeof listedPrice>[0] & { book_hash: string; match_hash: string } } | undefined;
    for (const hid of hids) {
      const { body } = await post<{ hotels: { rates: NonNullable<typeof offer>['rate'][] }[] }>('/api/hotelPage', {
        ...stay,
        hid,
      });
      if (body.hotels[0]?.rates[0]) {
        offer = { hid, rate: body.hotels[0].rates[0] };
        break;
      }
    }
    const bidBody = {
      customer_id: customerId,
      hotel_id: offer!.hid,
      bid: Math.floor(listedPrice(offer!.rate) * 0.5),
      booking: {
        book_hash: offer!.rate.book_hash,
        match_hash: offer!.rate.match_hash,
        check_in: stay.checkin,
        check_out: stay.checkout,
        guests: [{ adults: 2, children: [] }],
      },
    };

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
