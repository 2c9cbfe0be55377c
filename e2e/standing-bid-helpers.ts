import { addDays, listedPrice, messages, roundMoney } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { apiToken, euros, SUPPLIER } from './bid-helpers';
import { shootAtWidths } from './bid-guidance-helpers';
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
 * least a week ahead for which it has rooms for `guests`, with the cheapest and the dearest listed price of that stay.
 */
export async function hotelWithStay(page: Page, index: number, guests = [{ adults: 2, children: [] as number[] }]) {
  const answer = await page.request.get('/api/supplier/hotels?limit=40', { headers: await supplierHeaders(page) });
  const { hotels } = (await answer.json()) as { hotels: { hid: number; name: string }[] };
  const hotel = hotels[index]!;
  for (let start = 7; start <= 40; start += 1) {
    const stay = { checkin: dayFromToday(start), checkout: dayFromToday(start + 2) };
    const page_ = await page.request.post('/api/hotelPage', { data: { ...stay, hid: hotel.hid, guests } });
    const rates = ((await page_.json()) as { hotels: { rates: Rate[] }[] }).hotels[0]?.rates ?? [];
    const prices = rates.map((rate) => listedPrice(rate));
    if (rates.length) return { ...hotel, ...stay, cheapest: Math.min(...prices), listed: Math.max(...prices) };
  }
  throw new Error(`hotel ${hotel.hid} has no rooms in the coming weeks`);
}

/** My Bids' standing bids: a tab on a desktop, an option of the select on a phone. */
async function openStandingTab(page: Page) {
  await page.goto('/dashboard/mybids');
  const onPhone = (page.viewportSize()?.width ?? 1280) < 576;
  if (onPhone) await page.getByLabel('Show bids').selectOption({ label: 'Standing (1)' });
  else await page.getByRole('tab', { name: /Standing/ }).click();
}

/**
 * The whole story: from a search for two adults and a child of 8, the customer asks on the hotel's page to bid
 * automatically, the search's party kept, with the stay's listed price and the chance of the amount (an amount above
 * every room's price is refused beside the amount) below what the hotel's rule accepts; the standing bid waits in My
 * Bids' Standing tab, watching the price; the partner lowers the rule; the bid is placed, accepted, and mailed.
 */
export async function standingBidStory(page: Page, customer: Credentials, index: number, shots: string) {
  const guests = [{ adults: 2, children: [8] }];
  const hotel = await hotelWithStay(page, index, guests);
  await setAcceptLevel(page, hotel.hid, 99.5);
  const amount = roundMoney(hotel.listed * 0.97);

  await page.goto(`/hotel/${hotel.hid}?checkin=${hotel.checkin}&checkout=${hotel.checkout}&guests=2-8`);
  await page.getByRole('button', { name: 'Bid automatically' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Bid automatically' });
  await expect(dialog.getByTestId('standing-party')).toHaveText('Guests2 adults and 1 child (8)');
  await expect(dialog.getByLabel('Check-in')).toHaveValue(hotel.checkin);
  await expect(dialog.getByTestId('bid-listed-price')).toHaveText(euros(hotel.cheapest));
  await dialog.getByLabel('Your amount').fill(roundMoney(hotel.cheapest * 0.9).toFixed(2));
  await expect(dialog.getByTestId('bid-chance-band')).toBeVisible();
  await dialog.getByLabel('Your amount').fill(amount.toFixed(2));
  await dialog.getByLabel('Keep trying until').fill(addDays(hotel.checkin, -1));
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(dialog.getByText('Agree to let us place the bid for you.')).toBeVisible();
  await dialog.getByLabel(/we place the bid for you/).check();
  await dialog.getByLabel('Your amount').fill('10000000');
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(dialog.getByLabel('Your amount')).toHaveAccessibleDescription(messages.standingBids.atOrAboveListed);
  await dialog.getByLabel('Your amount').fill(roundMoney(hotel.cheapest * 0.9).toFixed(2));
  await expect(dialog.getByTestId('bid-chance-band')).toBeVisible();
  await shootAtWidths(page, 'standing-bid-dialog', dialog.getByTestId('bid-chance'));
  await page.screenshot({ path: `${shots}-dialog.png` });
  await dialog.getByLabel('Your amount').fill(amount.toFixed(2));
  await dialog.getByRole('button', { name: 'Bid automatically' }).click();
  await expect(toast(page, 'Standing bid saved')).toBeVisible();

  await openStandingTab(page);
  const row = page.getByTestId('standing-bid').filter({ hasText: hotel.name });
  await expect(row).toContainText('Watching the price');
  await shootAtWidths(page, 'my-bids-standing');
  const sent = await page.request.get('/api/standingBids', {
    headers: { Authorization: `Bearer ${await apiToken(page.request, customer)}` },
  });
  expect(((await sent.json()) as { guests: unknown }[])[0]?.guests).toEqual(guests);

  await setAcceptLevel(page, hotel.hid, 95);
  await expect(row).toContainText('Bid placed', { timeout: 20_000 });
  await page.screenshot({ path: `${shots}-standing.png`, fullPage: true });
  await row.getByRole('link', { name: 'See the bid' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mybids\?bid=/);
  // My Bids lists bids as table rows on a desktop and as cards on a phone.
  const onPhone = (page.viewportSize()?.width ?? 1280) < 576;
  const bids = onPhone ? page.getByRole('article', { name: /^Bid for / }) : page.getByTestId('bid-row');
  const bid = bids.filter({ hasText: hotel.name });
  await expect(bid.getByTestId('bid-status')).toHaveText('Accepted', { timeout: 15_000 });
  await waitForMail(page.request, customer.email, 'We placed your');
  await waitForMail(page.request, customer.email, `${hotel.name} has answered your`);
}
