import type { Page } from '@playwright/test';
import { bookingCard, bookNow, CARDS, expectConfirmed, fillGuests, payWithCard } from './booking-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const overflow = (page: Page) =>
  page.evaluate(() => (document.getElementById('main')?.scrollWidth ?? 0) - window.innerWidth);

test('on a phone a room is booked and paid, and My Bookings shows cards and a select', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await bookNow(page);
  await fillGuests(page);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await payWithCard(page, CARDS.pays);
  const id = await expectConfirmed(page);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Go to My Bookings' }).click();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const select = page.getByLabel('Show bookings');
  await expect(select.locator('option')).toHaveText(['Active (1)', 'Archived (0)', 'Cancelled (0)']);
  await expect(bookingCard(page, id).getByTestId('booking-status')).toHaveText('Confirmed');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await bookingCard(page, id).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  await expect(dialog).toContainText(id);
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await select.selectOption('canceled');
  await expect(page.getByText('You have no cancelled bookings.')).toBeVisible();
});
