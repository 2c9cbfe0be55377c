import type { Browser, Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { euros, supplierPage } from './bid-helpers';
import { BOOKING_HOTEL } from './booking-helpers';
import { shootAtWidths } from './bid-guidance-helpers';
import { expect, signInThroughApi, test, toast, type Credentials } from './fixtures';
import { openHotelWithRooms } from './hotel-helpers';

/** The emulator's test cards (Stripe's pm_card_visa and pm_card_chargeDeclinedInsufficientFunds): both are saved. */
export const SAVED_CARDS = {
  visa: { number: '4242 4242 4242 4242', label: 'Visa •••• 4242' },
  insufficientFunds: { number: '4000 0000 0000 9995', label: 'Visa •••• 9995' },
};
type SavedCard = (typeof SAVED_CARDS)[keyof typeof SAVED_CARDS];

/** A hotel without rules whose rates the partner books as listed: a bid above its floor waits for a person. */
const AUTOPAY_HOTEL = BOOKING_HOTEL;

/** Profile → Payment: the card typed into the emulator's card page framed in the profile, saved on the way back. */
export async function saveCard(page: Page, card: SavedCard, shots?: string) {
  await page.goto('/dashboard/profile');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByTestId('no-cards')).toBeVisible();
  await payment.getByRole('button', { name: 'Add a card' }).click();
  const frame = page.frameLocator('iframe[title="Add a card"]');
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiration (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Anna Lindqvist');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await expect(toast(page, `${card.label} is saved.`)).toBeVisible({ timeout: 15_000 });
  const saved = payment.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(card.label);
  await expect(saved).toContainText('Expires 12/34');
  await expect(saved).toContainText('Default');
  if (!shots) return;
  await shootAtWidths(page, shots, payment);
  expect(await violationsInMode(page, 'Profile with a saved card')).toEqual([]);
}

/** Cents of their own for each of a run's bids, so that the partner tells them apart. */
let lastCents = Math.floor(Math.random() * 99);
const nextCents = () => (lastCents = (lastCents % 99) + 1);

/** A bid of 98% of the listed price placed with the dialog's autopay on (as it is by default), every guest named. */
export async function placeAutopayBid(page: Page, card: SavedCard, shots?: string): Promise<number> {
  await openHotelWithRooms(page, AUTOPAY_HOTEL);
  await page
    .getByTestId('rate-list')
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'Place a bid' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  const listed = Number((await dialog.getByTestId('bid-listed-price').innerText()).replace(/[^\d.]/g, ''));
  const amount = Math.floor(listed * 0.98) + nextCents() / 100;
  await dialog.getByLabel('Your bid for the whole stay').fill(amount.toFixed(2));
  await expect(dialog.getByLabel(`Pay automatically with ${card.label} if a hotel accepts`)).toBeChecked();
  await expect(dialog.getByTestId('autopay-consent')).toHaveText(
    `If a hotel accepts this bid, we charge ${euros(amount)} to this card at once and book the room; you cannot withdraw the bid once it is accepted.`,
  );
  const names = dialog.getByTestId('autopay-guests').getByRole('textbox');
  await expect(names).not.toHaveCount(0);
  for (const [index, name] of (await names.all()).entries()) await name.fill(['Anna', 'Lindqvist'][index % 2]!);
  if (shots) {
    await shootAtWidths(page, shots, dialog.getByTestId('autopay'));
    expect(await violationsInMode(page, 'The bid dialog paying automatically')).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bid' })).toBeVisible();
  return amount;
}

/** The hotel's partner accepts the bid in the console, in a browser of their own. */
export async function acceptInConsole(browser: Browser, baseURL: string | undefined, amount: number) {
  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier');
  await supplier.getByLabel('Hotel', { exact: true }).selectOption(String(AUTOPAY_HOTEL));
  const pending = supplier.getByTestId('pending-bid').filter({ hasText: euros(amount) });
  await pending.getByRole('button', { name: 'Accept' }).click();
  await expect(pending).toBeHidden();
  await supplier.context().close();
}

/** The customer's bid as My Bids shows it: a table's row, or a card on a phone. */
export const myBid = (page: Page, amount: number) =>
  page
    .getByTestId('bid-row')
    .or(page.getByRole('article', { name: /^Bid for / }))
    .filter({ hasText: euros(amount) });

/** My Bids' Completed tab (a select on a phone), once the open page counts the bid there: the server booked it. */
async function showCompleted(page: Page, width: number) {
  if (width < 768) {
    const select = page.getByLabel('Show bids');
    await expect(select.locator('option[value="completed"]')).toHaveText('Completed (1)', { timeout: 30_000 });
    await select.selectOption('completed');
  } else {
    await expect(page.getByTestId('count-completed')).toHaveText('1', { timeout: 30_000 });
    await page.getByRole('tab', { name: /Completed/ }).click();
  }
}

type Story = { page: Page; customer: Credentials; browser: Browser; baseURL: string | undefined; width: number };

/** Save a card, bid with autopay, the partner accepts: the open My Bids says Booked, and My Bookings has it. */
export async function bookedStory({ page, customer, browser, baseURL, width }: Story) {
  await signInThroughApi(page, customer);
  // Each screen is shot at both widths once, by the desktop's story.
  const shots = width > 360;
  await saveCard(page, SAVED_CARDS.visa, shots ? 'autopay-profile-payment' : undefined);
  const amount = await placeAutopayBid(page, SAVED_CARDS.visa, shots ? 'autopay-bid-dialog' : undefined);
  await page.goto('/dashboard/mybids');
  const bid = myBid(page, amount);
  await expect(bid.getByTestId('bid-autopay')).toHaveText('Pays itself with your saved card if the hotel accepts.');

  await acceptInConsole(browser, baseURL, amount);
  await showCompleted(page, width);
  await expect(bid.getByTestId('bid-status')).toHaveText('Booked');
  await expect(bid.getByTestId('bid-autopay')).toHaveText('Booked: paid automatically with your saved card.');
  if (shots) {
    await shootAtWidths(page, 'autopay-mybids-booked', bid);
    expect(await violationsInMode(page, 'My Bids with a bid that paid itself')).toEqual([]);
  }
  await bid.getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mybookings\?bid=/);
  await expect(page.getByTestId('booking-card')).toHaveCount(1);
  return amount;
}

/** A card that lacks funds: the acceptance falls back to paying by hand, by its deadline. */
export async function declinedStory({ page, customer, browser, baseURL, width }: Story) {
  await signInThroughApi(page, customer);
  await saveCard(page, SAVED_CARDS.insufficientFunds);
  const amount = await placeAutopayBid(page, SAVED_CARDS.insufficientFunds);
  await page.goto('/dashboard/mybids');
  const bid = myBid(page, amount);
  await acceptInConsole(browser, baseURL, amount);
  await expect(toast(page, 'could not pay itself: pay it in My Bids')).toBeVisible({ timeout: 30_000 });
  await expect(bid.getByTestId('bid-autopay-failed')).toHaveText(
    'Your card was declined when the hotel accepted, so nothing was charged. Pay now to book the room.',
    { timeout: 30_000 },
  );
  await expect(bid.getByTestId('bid-status')).toHaveText('Accepted');
  await expect(bid.getByTestId('bid-deadline')).toHaveText(/^Pay by /);
  await expect(bid.getByRole('button', { name: 'Pay now' })).toBeVisible();
  if (width > 360) {
    await shootAtWidths(page, 'autopay-mybids-declined', bid);
    expect(await violationsInMode(page, 'My Bids with a declined saved card')).toEqual([]);
  }
}

export { test };
