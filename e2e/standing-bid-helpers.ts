import { addDays, listedPrice, messages, roundMoney } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { apiToken, SUPPLIER } from './bid-helpers';
import { dayFromToday } from './hotel-helpers';
import { expect, toast, waitForMail, type Credentials } from './fixtures';

type Rate = Parameters<typeof listedPrice>[0];

async function supplierHeaders(page: Page) {
  return { Authorization: `Bearer ${await apiToken(page.request, SUPPLIER)}` };
}

/** The hotel partner's rule for the hotel: one line accepting at or above `percent` of the listed price. */
export async function setAcceptLevel(page: Page, hid: number, percent: number) {
  const line = {
    label: 'Every bid',
    when: {},
    autoAcceptPercent: percent,
    rejectBelowPercent: null,
    counterPercent: null,
  };
  const saved = await page.request.put(`/api/supplier/rules/${hid}`, {
    headers: await supplierHeaders(page),
    data: { lines: [line], nightlyCap: null },
  });
  expect(saved.ok()).toBe(true);
}

/**
 * A hotel of the partner's that no other spec sets rules for (`index` in its list, one per spec), and a stay at
 * least a week ahead for which it has rooms, with the dearest listed price of that stay.
 */
export async function hotelWithStay(page: Page, index: number) {
  const answer = await page.request.get('/api/supplier/hotels?limit=40', { headers: await supplierHeaders(page) });
  const { hotels } = (await answer.json()) as { hotels: { hid: number; name: string }[] };
  const hotel = hotels[index]!;
  for (let start = 7; start <= 40; start += 1) {
    const stay = { checkin: dayFromToday(start), checkout: dayFromToday(start + 2) };
    const page_ = await page.request.post('/api/hotelPage', { data: { ...stay, hid: hotel.hid } });
    const rates = ((await page_.json()) as { hotels: { rates: Rate[] }[] }).hotels[0]?.rates ?? [];
    if (rates.length) return { ...hotel, ...stay, listed: Math.max(...rates.map((rate) => listedPrice(rate))) };
  }
  throw new Error(`hotel ${hotel.hid} has no rooms in the coming weeks`);
}

/**
 * The whole story: the customer saves the hotel to their wishlist, asks from the wishlist to bid automatically (an
 * amount above every room's price is refused beside the amount) below what the hotel's rule accepts; the partner
 * lowers the rule; the bid is placed, accepted, and mailed.
 */
export async function standingBidStory(page: Page, customer: Credentials, index: number, shots: string) {
  const hotel = await hotelWithStay(page, index);
  await setAcceptLevel(page, hotel.hid, 99.5);
  const amount = roundMoney(hotel.listed * 0.97);

  await page.goto(`/hotel/${hotel.hid}?checkin=${hotel.checkin}&checkout=${hotel.checkout}`);
  await page.getByRole('button', { name: `Save ${hotel.name} to your wishlist` }).click();
  await expect(page.getByRole('button', { name: `Remove ${hotel.name} from your wishlist` })).toBeVisible();
  await page.goto('/dashboard/mywishlist');
  const card = page.getByRole('article', { name: hotel.name });
  await card.getByRole('button', { name: 'Bid automatically' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bid automatically' });
  await dialog.getByLabel('Check-in').fill(hotel.checkin);
  await dialog.getByLabel('Check-out').fill(hotel.checkout);
  await dialog.getByLabel('Your amount').fill(amount.toFixed(2));
  await dialog.getByLabel('Keep trying until').fill(addDays(hotel.checkin, -1));
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(dialog.getByText('Agree to let us place the bid for you.')).toBeVisible();
  await dialog.getByLabel(/we place the bid for you/).check();
  await dialog.getByLabel('Your amount').fill('10000000');
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(dialog.getByLabel('Your amount')).toHaveAccessibleDescription(messages.standingBids.atOrAboveListed);
  await dialog.getByLabel('Your amount').fill(amount.toFixed(2));
  await page.screenshot({ path: `${shots}-dialog.png` });
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(toast(page, 'Standing bid saved')).toBeVisible();
  const row = page.getByTestId('standing-bid').filter({ hasText: hotel.name });
  await expect(row).toContainText('Watching the price');

  await setAcceptLevel(page, hotel.hid, 95);
  await expect(row).toContainText('Bid placed', { timeout: 20_000 });
  await page.screenshot({ path: `${shots}-wishlist.png`, fullPage: true });
  await row.getByRole('link', { name: 'See the bid' }).click();
  // My Bids lists bids as table rows on a desktop and as cards on a phone.
  const onPhone = (page.viewportSize()?.width ?? 1280) < 576;
  const bids = onPhone ? page.getByRole('article', { name: /^Bid for / }) : page.getByTestId('bid-row');
  const bid = bids.filter({ hasText: hotel.name });
  await expect(bid.getByTestId('bid-status')).toHaveText('Accepted', { timeout: 15_000 });
  await waitForMail(page.request, customer.email, 'We placed your');
  await waitForMail(page.request, customer.email, `${hotel.name} has answered your`);
}
