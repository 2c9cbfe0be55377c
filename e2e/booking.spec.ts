import { shootAtWidths } from './bid-guidance-helpers';
import { apiToken, bidRow, euros, placeBid } from './bid-helpers';
import {
  BOOKING_HOTEL,
  bookingCard,
  bookNow,
  CARDS,
  counterThroughApi,
  expectConfirmed,
  fillGuests,
  payWithCard,
  paymentFrame,
  PRICE_RISE_HOTEL,
  refundableRate,
  savedPdf,
} from './booking-helpers';
import { expect, signInThroughApi, signInThroughForm, test, toast, waitForMail } from './fixtures';

test('a listed rate is booked and paid, shows in My Bookings with its voucher, and is cancelled', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await bookNow(page);
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  const total = await page.getByTestId('booking-amount').innerText();
  await expect(page.getByTestId('cancellation-policy')).toContainText('Free cancellation before');
  await expect(page.getByTestId('cancellation-tier').last()).toContainText(total);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter the name as on the ID.').first()).toBeVisible();
  await fillGuests(page);
  await payWithCard(page, CARDS.pays);
  const id = await expectConfirmed(page);
  await expect(page.getByTestId('amount-paid')).toHaveText(total);

  await page.getByRole('link', { name: 'Go to My Bookings' }).click();
  await expect(page).toHaveURL('/dashboard/mybookings');
  await expect(page.getByTestId('count-active')).toHaveText('1');
  const card = bookingCard(page, id);
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');

  await card.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  await expect(dialog.getByTestId('amount-paid')).toHaveText(total);
  await expect(dialog.getByTestId('booking-guest')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Show cancellation policy' }).click();
  await expect(dialog.getByTestId('cancellation-tier').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Booking Confirmation' }).click(),
  ]);
  expect(await savedPdf(download)).toEqual({ name: `confirmation-${id}.pdf`, isPdf: true });

  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByTestId('cancel-refund')).toHaveText(total);
  await expect(dialog.getByTestId('cancel-charge')).toHaveText('None');
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog.getByTestId('booking-status')).toHaveText('Confirmed');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(dialog.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Booking Confirmation' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await expect(page.getByText('You have no bookings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start booking now' })).toHaveAttribute('href', '/home');
  await page.getByRole('tab', { name: /Cancelled/ }).click();
  await expect(bookingCard(page, id).getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(bookingCard(page, id).getByTestId('cancelled-at')).toBeVisible();
  await page.getByRole('tab', { name: /Archived/ }).click();
  await expect(page.getByText('You have no archived bookings.')).toBeVisible();
});

test('a countered bid is paid from My Bids and the bid is completed', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, BOOKING_HOTEL, 0.98);
  const counter = await counterThroughApi(page.request, amount);
  const { text } = await waitForMail(page.request, customer.email, 'Test Hotel (Do Not Book) has answered');
  expect(text).toContain(`offers the room for ${euros(counter)}`);
  expect(text).toMatch(/by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}[ ;]/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d+\.\d{2} EUR/);

  await page.goto('/dashboard/mybids');
  const row = bidRow(page, amount);
  await expect(row.getByTestId('bid-status')).toHaveText('Counter-offer');
  await row.getByRole('button', { name: 'Guest details' }).click();
  const guests = page.getByRole('dialog', { name: 'Guest details' });
  await expect(guests.getByRole('combobox')).toHaveCount(0);
  await guests.getByRole('group', { name: 'Adult 1' }).getByLabel('First name').fill('Maja');
  await guests.getByRole('group', { name: 'Adult 1' }).getByLabel('Last name').fill('Ek');
  await guests.getByRole('group', { name: 'Adult 2' }).getByLabel('First name').fill('Ola');
  await guests.getByRole('group', { name: 'Adult 2' }).getByLabel('Last name').fill('Ek');
  await shootAtWidths(page, 'guest-details-dialog');
  await guests.getByRole('button', { name: 'Save Guests' }).click();
  await expect(guests).toBeHidden();
  // Saved with the bid on the server: another device, with nothing in its storage, finds them.
  await page.evaluate(() => localStorage.removeItem('bookingDetails'));
  await page.reload();
  await bidRow(page, amount).getByRole('button', { name: 'Guest details' }).click();
  await expect(guests.getByRole('group', { name: 'Adult 2' }).getByLabel('First name')).toHaveValue('Ola');
  await guests.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'View counter-offer' }).click();
  await page.getByRole('dialog', { name: 'Counter-offer' }).getByRole('button', { name: 'Go to Booking' }).click();

  await expect(page).toHaveURL('/hotel-booking');
  await expect(page.getByTestId('booking-amount')).toHaveText(euros(counter));
  const first = page.getByRole('group', { name: 'Adult 1' }).first();
  await expect(first.getByLabel('First name')).toHaveValue('Maja');
  await expect(first.getByLabel('Last name')).toHaveValue('Ek');
  await expect(page.getByRole('group', { name: 'Adult 2' }).first().getByLabel('First name')).toHaveValue('Ola');
  await fillGuests(page);
  await payWithCard(page, CARDS.pays);
  await expectConfirmed(page);
  await expect(page.getByTestId('amount-paid')).toHaveText(euros(counter));

  await page.goto('/dashboard/mybids');
  await page.getByRole('tab', { name: /Completed/ }).click();
  await expect(bidRow(page, amount).getByTestId('bid-status')).toHaveText('Completed');
  await expect(bidRow(page, amount).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shootAtWidths(page, 'my-bids-paid');
  await bidRow(page, amount).getByRole('link', { name: 'View booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mybookings\?bid=/);
  const booking = page.getByRole('dialog');
  await expect(booking).toContainText('Booking details');
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
  await shootAtWidths(page, 'my-bookings-of-bid');
});

test('a declined card is refused inside the payment frame and books nothing', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await bookNow(page);
  await fillGuests(page);
  await payWithCard(page, CARDS.declined);
  await expect(paymentFrame(page).getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/hotel-booking\?/);
  // The frame grows with what it shows: after the decline, nothing of it (the test-mode note last) is clipped.
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() =>
        page.locator('iframe[title="Payment"]').evaluate((frame: HTMLIFrameElement) => {
          const inner = frame.contentDocument!.documentElement.scrollHeight;
          return inner - frame.clientHeight;
        }),
      )
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/dashboard/mybookings');
  await expect(page.getByText('You have no bookings yet')).toBeVisible();
  await expect(page.getByTestId('count-active')).toHaveText('0');
  await expect(page.getByTestId('count-canceled')).toHaveText('0');
});

test('a price that rose when the hotel re-checked it is stated before payment', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  const listed = await bookNow(page, PRICE_RISE_HOTEL);
  const total = await page.getByTestId('booking-amount').innerText();
  await expect(page.getByTestId('price-changed')).toContainText(`The price changed from ${listed} to ${total}`);
});

test('signed out, Book now signs in first and comes back to the booking', async ({ page, customer }) => {
  const rate = await refundableRate(page);
  await rate.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to book your room' })).toBeVisible();
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/hotel-booking\?hotel=/);
  await expect(page.getByTestId('booking-amount')).toBeVisible();
});

test('a Swedish customer reads the counter-offer mail with its amount and deadline in Swedish', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, BOOKING_HOTEL, 0.98);
  const headers = { Authorization: `Bearer ${await apiToken(page.request, customer)}` };
  const language = await page.request.put('/api/account/language', { headers, data: { language: 'sv' } });
  expect(language.status()).toBe(204);

  await counterThroughApi(page.request, amount);

  const { text } = await waitForMail(page.request, customer.email, 'Test Hotel (Do Not Book) har svarat');
  expect(text).toMatch(/\d{1,2} (jan|feb|mars|apr|maj|juni|juli|aug|sep|okt|nov|dec)\.? \d{4} \d{2}:\d{2}/);
  expect(text).toMatch(/\d+,\d{2}[\s\u00a0]€/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|EUR|[A-Z][a-z]{2} \d{4},/);
});
