import { messages } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { hotelWithRule, openBidDialog, shoot, typeShare } from './bid-guidance-helpers';
import { expect, signInThroughForm, test, type Credentials } from './fixtures';

/** The rule of the hotel: bids under 99 % of the listed price get a counter-offer at 97 %. */
const COUNTERING = { autoAcceptPercent: 99, rejectBelowPercent: null, counterPercent: 97 };

/** Past the counter-offer's 24 hours. */
async function moveClockPastTheOffer(page: Page) {
  const moved = await page.request.post('/api/dev/clock', { data: { hours: 25 } });
  expect(moved.ok()).toBe(true);
}

const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('access_token') ?? '');

/** The id of the signed-in customer's one bid, as My Bids reads it. */
async function onlyBidId(page: Page) {
  const token = await sessionToken(page);
  const customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const answer = await page.request.get(`/api/newCustomerBids?customerId=${customerId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [bid] = (await answer.json()) as { id: string }[];
  return bid!.id;
}

async function counterOfferStory(page: Page, customer: Credentials, index: number, shots: string) {
  test.slow(); // a bid, a day and a sign-in
  const hid = await hotelWithRule(page, index, COUNTERING);
  const { dialog, listed } = await openBidDialog(page, customer, hid);
  await typeShare(page, listed, 0.95, 'fair');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  const answer = page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer');
  await expect(answer).toHaveAttribute('data-status', 'counteroffer');
  await expect(answer).toContainText('The offer holds until');
  await shoot(page, `${shots}-countered`);

  await moveClockPastTheOffer(page);
  // The session signed a day ago has ended as well: My Bids asks the customer to sign in again.
  await page.goto('/dashboard/mybids');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await signInThroughForm(page, customer);
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/mybids');
  const onPhone = (page.viewportSize()?.width ?? 1280) < 576;
  if (onPhone) await page.getByLabel('Show bids').selectOption('rejected');
  else await page.getByRole('tab', { name: /Rejected/ }).click();
  const bids = onPhone ? page.getByRole('article', { name: /^Bid for / }) : page.getByTestId('bid-row');
  await expect(bids.first().getByTestId('bid-status')).toHaveText('Expired');
  await expect(bids.first()).toContainText('The counter-offer was not booked in time.');
  await expect(bids.first().getByRole('button', { name: 'View counter-offer' })).toHaveCount(0);
  await shoot(page, `${shots}-expired`);

  const booked = await page.request.post('/api/orderBookingForm', {
    data: { bid_id: await onlyBidId(page) },
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(booked.status()).toBe(409);
  expect(((await booked.json()) as { message: string }).message).toBe(messages.bookings.bidNotPayable);
}

test('a counter-offer shows its deadline and cannot be booked after it', async ({ page, customer }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await counterOfferStory(page, customer, 0, 'counter-desktop');
});

test('at 360 px, a counter-offer shows its deadline and cannot be booked after it', async ({ page, customer }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await counterOfferStory(page, customer, 1, 'counter-mobile');
});
