import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiToken, SUPPLIER } from './bid-helpers';
import { expect, type Credentials } from './fixtures';
import { dayFromToday } from './hotel-helpers';

/** The partner's test hotels: every rate stays available at prebook, or always rises by 10 %. */
export const BOOKING_HOTEL = 8473727;
export const PRICE_RISE_HOTEL = 8819557;

export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** A stay far enough ahead that refundable rates can still be cancelled free of charge. */
export function futureStay(fromDays = 40, nights = 2) {
  return { checkin: dayFromToday(fromDays), checkout: dayFromToday(fromDays + nights) };
}

/** The hotel page for a future stay, and its first rate with free cancellation. */
export async function refundableRate(page: Page, hid = BOOKING_HOTEL): Promise<Locator> {
  const { checkin, checkout } = futureStay();
  await page.goto(`/hotel/${hid}?checkin=${checkin}&checkout=${checkout}`);
  return page.getByTestId('rate-list').getByRole('listitem').filter({ hasText: 'Free cancellation until' }).first();
}

/** Books the hotel's first refundable rate for a future stay; returns its listed price. */
export async function bookNow(page: Page, hid = BOOKING_HOTEL): Promise<string> {
  const rate = await refundableRate(page, hid);
  const listed = await rate.getByTestId('price-total').innerText();
  await rate.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/hotel-booking\?hotel=/);
  return listed;
}

/** Types a name for every guest of every room on the booking page. */
export async function fillGuests(page: Page) {
  const guests = page.getByTestId('guest');
  await expect(guests.first()).toBeVisible({ timeout: 20_000 });
  const count = await guests.count();
  for (let index = 0; index < count; index++) {
    const guest = guests.nth(index);
    await guest.getByLabel('First name').fill(['Anna', 'Erik', 'Sara', 'Nils'][index % 4]!);
    await guest.getByLabel('Last name').fill('Lindqvist');
  }
}

export function paymentFrame(page: Page) {
  return page.frameLocator('iframe[title="Payment"]');
}

/** Fills the sandbox provider's card page inside the booking page's frame and pays. */
export async function payWithCard(page: Page, card: string) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const frame = paymentFrame(page);
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiration (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Anna Lindqvist');
  await frame.getByRole('button', { name: /^Pay / }).click();
}

/** Waits for the confirmation page to report the partner's confirmation; returns the booking id. */
export async function expectConfirmed(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/hotel-booking\/confirmation\?session_id=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('agreement-number')).toHaveText(/\w{3,}/);
  return page.getByTestId('booking-id').innerText();
}

export function bookingCard(page: Page, id: string): Locator {
  return page
    .getByTestId('booking-card')
    .filter({ has: page.getByTestId('booking-id').getByText(id, { exact: true }) });
}

/** The download's file name, and whether its bytes start as a PDF does. */
export async function savedPdf(download: Download) {
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), isPdf: bytes.subarray(0, 4).toString('latin1') === '%PDF' };
}

type SupplierBid = { id: string; bid: number; listed_price: number; floor: number };

/** The demo supplier counters the customer's pending bid of `amount` on BOOKING_HOTEL through the API; returns the counter amount. */
export async function counterThroughApi(request: APIRequestContext, amount: number): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, SUPPLIER)}` };
  let found: SupplierBid | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/supplier/bids?status=pending&hotelId=${BOOKING_HOTEL}&pageSize=100`, {
        headers,
      });
      found = ((await response.json()) as { bids: SupplierBid[] }).bids.find((bid) => bid.bid === amount);
      return found !== undefined;
    })
    .toBe(true);
  const bid = found!;
  const counter =
    Math.round(Math.min(bid.listed_price, Math.max(bid.floor, bid.bid + 1, bid.listed_price * 0.9)) * 100) / 100;
  const response = await request.post(`/api/supplier/bids/${bid.id}/counter`, { headers, data: { amount: counter } });
  expect(response.ok(), await response.text()).toBe(true);
  return counter;
}

type Rate = {
  book_hash?: string;
  match_hash: string;
  payment_options: { payment_types: { cancellation_penalties?: { free_cancellation_before?: string | null } }[] };
};

/**
 * A paid and confirmed booking made through the API alone (the sandbox's card page posted as a form), for
 * specs about what comes after; returns its id.
 */
export async function bookThroughApi(request: APIRequestContext, customer: Credentials, hid = BOOKING_HOTEL) {
  const headers = { Authorization: `Bearer ${await apiToken(request, customer)}` };
  const { checkin, checkout } = futureStay(50);
  const guests = [{ adults: 2, children: [] }];
  const page = await request.post('/api/hotelPage', { data: { hid, checkin, checkout, guests, currency: 'EUR' } });
  const rates = ((await page.json()) as { hotels: { rates: Rate[] }[] }).hotels[0]!.rates;
  const rate = rates.find(
    (candidate) =>
      candidate.book_hash &&
      candidate.payment_options.payment_types[0]?.cancellation_penalties?.free_cancellation_before,
  )!;
  const quoted = await request.post('/api/orderBookingForm', {
    headers,
    data: {
      hotel_id: hid,
      book_hash: rate.book_hash,
      match_hash: rate.match_hash,
      check_in: checkin,
      check_out: checkout,
      currency: 'EUR',
      guests,
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const { partner_order_id: id } = (await quoted.json()) as { partner_order_id: string };
  const guest = (first_name: string) => ({ first_name, last_name: 'Lindqvist', is_child: false, age: null });
  const finished = await request.post('/api/FinishBooking', {
    headers,
    data: { partner_order_id: id, rooms: [{ guests: [guest('Anna'), guest('Erik')] }] },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  const product = (await (
    await request.post('/api/createProduct', { headers, data: { partner_order_id: id } })
  ).json()) as {
    priceId: string;
  };
  const query = new URLSearchParams({
    priceId: product.priceId,
    successPath: '/hotel-booking/confirmation',
    mode: 'embedded',
  });
  const session = (await (
    await request.post(`/api/createEmbeddedSession?${query.toString()}`, { headers })
  ).json()) as {
    sessionId: string;
    embedUrl: string;
  };
  const paid = await request.post(session.embedUrl, {
    form: { number: CARDS.pays, expiry: '12/34', cvc: '123', name: 'Anna Lindqvist' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/registerPurchase', {
          headers,
          data: { session_id: session.sessionId },
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout: 30_000 },
    )
    .toBe('confirmed');
  return id;
}
