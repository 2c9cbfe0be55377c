import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { book, orderOf, prebookedRate } from './booking-steps.ts';
import { startTestEmulator } from './test-client.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'etg-orders-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('ETG emulator orders', () => {
  it('survive a restart when a data directory is given', async () => {
    const first = await startTestEmulator({ dataDir });
    await book(first, 'bidstay-persist-1', await prebookedRate(first, true));
    const before = await orderOf(first, 'bidstay-persist-1');
    await first.close();
    expect(JSON.parse(await readFile(join(dataDir, 'etg-orders.json'), 'utf8'))).toHaveLength(1);
    const second = await startTestEmulator({ dataDir });
    expect(await orderOf(second, 'bidstay-persist-1')).toEqual(before);
    const next = await second.call('hotel/order/booking/form/', {
      partner_order_id: 'bidstay-persist-1',
      book_hash: (await prebookedRate(second, false)).book_hash,
      language: 'en',
      user_ip: '10.0.0.1',
    });
    expect(next.body.error).toBe('duplicate_reservation');
    await second.close();
  });
});
