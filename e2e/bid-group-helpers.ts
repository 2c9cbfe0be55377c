import { BID_END_REASON_TEXT, bidFloor, judgedAmount, listedPrice, roundMoney } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { apiToken, MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL } from './bid-helpers';
import { dayFromToday } from './hotel-helpers';
import { expect, type Credentials } from './fixtures';
import { setAcceptLevel } from './standing-bid-helpers';

type Rate = Parameters<typeof listedPrice>[0] & { book_hash: string; match_hash: string };
type Offer = { hid: number; rate: Rate; listed: number };

/** Hotels other specs decide by hand or by their own rules. */
const TAKEN = new Set([MANUAL_HOTEL, PHONE_HOTEL, RULE_HOTEL]);

/** A hotel's cheapest rate for the stay, as the hotel page lists it. */
async function offerOf(page: Page, hid: number, stay: { checkin: string; checkout: string }): Promise<Offer | null> {
  const answer = await page.request.post('/api/hotelPage', { data: { ...stay, hid } });
  const rates = ((await answer.json()) as { hotels: { rates: Rate[] }[] }).hotels[0]?.rates ?? [];
  const [rate] = [...rates].sort((a, b) => listedPrice(a) - listedPrice(b));
  return rate ? { hid, rate, listed: listedPrice(rate) } : null;
}

/** Just below the cheapest listed price of the three. */
const amountFor = (offers: Offer[]) => roundMoney(Math.min(...offers.map((offer) => offer.listed)) - 0.01);

/** Whether the second hotel's rule can accept the amount: as the rule judges it, at or above the rate's floor. */
const secondTakes = (offers: Offer[]) =>
  offers.length === 3 && judgedAmount(amountFor(offers), offers[1]!.listed) >= bidFloor(offers[1]!.rate);

/**
 * Three hotels of one city with rooms for one stay, of like prices (`slot` picks another three for each spec), and
 * their names.
 */
async function threeHotels(page: Page, slot: number) {
  const stay = { checkin: dayFromToday(45), checkout: dayFromToday(47) };
  const regions = (await (await page.request.get('/api/regions')).json()) as { id: number }[];
  for (const region of regions) {
    const search = await page.request.post('/api/hotelRegionSearch', { data: { ...stay, region_id: region.id } });
    const hids = ((await search.json()) as { hotels: { hid: number }[] }).hotels
      .map((hotel) => hotel.hid)
      .filter((hid) => !TAKEN.has(hid));
    const offers: Offer[] = [];
    for (const hid of hids.slice(0, 20)) {
      const offer = await offerOf(page, hid, stay);
      if (offer) offers.push(offer);
    }
    offers.sort((a, b) => a.listed - b.listed);
    const windows = offers.map((_, start) => offers.slice(start, start + 3)).filter(secondTakes);
    const chosen = windows[slot];
    if (!chosen) continue;
    const named = await page.request.post('/api/getListOfHotelsMinimal', { data: chosen.map((offer) => offer.hid) });
    const names = new Map(((await named.json()) as { hid: number; name: string }[]).map((h) => [h.hid, h.name]));
    return { stay, offers: chosen.map((offer) => ({ ...offer, name: names.get(offer.hid)! })) };
  }
  throw new Error('no city with three hotels for one stay');
}

/**
 * A bid to three hotels of one city; the second hotel's rule accepts it; My Bids shows the group as one card, one
 * hotel accepted and the two others ended with the reason in plain words.
 */
export async function bidGroupStory(page: Page, customer: Credentials, slot: number, shots: string) {
  const { stay, offers } = await threeHotels(page, slot);
  const [first, second, third] = offers as [(typeof offers)[number], (typeof offers)[number], (typeof offers)[number]];
  await setAcceptLevel(page, second.hid, 50);
  const amount = amountFor(offers);
  const booking = (offer: Offer) => ({
    book_hash: offer.rate.book_hash,
    match_hash: offer.rate.match_hash,
    check_in: stay.checkin,
    check_out: stay.checkout,
    guests: [{ adults: 2, children: [] }],
  });
  const token = await apiToken(page.request, customer);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const customerId = claims.sub;
  const placed = await page.request.post('/api/newCreateBid', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customer_id: customerId,
      hotel_id: first.hid,
      bid: amount,
      booking: booking(first),
      alsoAt: [second, third].map((offer) => ({ hotel_id: offer.hid, booking: booking(offer) })),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await page.goto('/dashboard/mybids');
  const card = page.getByTestId('bid-group');
  const hotel = (offer: { name: string }) => card.getByTestId('bid-group-hotel').filter({ hasText: offer.name });
  await expect(hotel(second).getByTestId('bid-status')).toHaveText('Accepted', { timeout: 20_000 });
  for (const ended of [first, third]) {
    await expect(hotel(ended).getByTestId('bid-status')).toHaveText('Rejected');
    await expect(hotel(ended)).toContainText(BID_END_REASON_TEXT.another_hotel_accepted);
  }
  await expect(card).toContainText('One bid, 3 hotels');
  await page.screenshot({ path: `${shots}-group-card.png`, fullPage: true });
  await setAcceptLevel(page, second.hid, 100);
}
