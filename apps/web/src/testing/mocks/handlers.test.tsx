import { bidChanceSchema, createBidBodySchema } from '@bidstay/contract';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { on } from './handlers';

/** A request for the bid chance, as the page would send it from its origin. */
const chance = (body: unknown) =>
  new Request(new URL('/api/bidChance', window.location.href), { method: 'POST', body: JSON.stringify(body) });

const validBid = {
  customer_id: 'customer-1',
  hotel_id: 7000021,
  bid: 150,
  booking: {
    book_hash: 'book-hash-1',
    check_in: '2027-03-22',
    check_out: '2027-03-24',
    guests: [{ adults: 2 }],
  },
};

describe('a mocked route', () => {
  const route = { answer: bidChanceSchema, body: createBidBodySchema };

  it('answers what the contract allows', async () => {
    const handler = on('post', '/api/bidChance', route, {
      band: 'low',
      suggested: 170,
      reason: null,
      currency: 'EUR',
      measured: { accepted: 0, decided: 0, days: 90 as const },
      measuredAtHotel: null,
    });
    const response = await getResponse([handler], chance(validBid));
    expect(await response?.json()).toMatchObject({ band: 'low', suggested: 170, currency: 'EUR' });
  });

  it('fails on an answer the contract refuses', async () => {
    const drifted = { band: 'likely', suggested: 170, currency: 'EUR' } as unknown as z.input<typeof bidChanceSchema>;
    const handler = on('post', '/api/bidChance', route, drifted);
    await expect(getResponse([handler], chance(validBid))).rejects.toThrow(/band/);
  });

  it('fails on a request body the API would refuse', async () => {
    const handler = on('post', '/api/bidChance', route, {
      band: 'low',
      suggested: null,
      reason: null,
      currency: 'EUR',
      measured: { accepted: 0, decided: 0, days: 90 as const },
      measuredAtHotel: null,
    });
    await expect(getResponse([handler], chance({ ...validBid, bid: -5 }))).rejects.toThrow(/bid/);
  });
});
