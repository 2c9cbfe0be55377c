import { apiToken, bidRow, euros, MANUAL_HOTEL, placeBid, RULE_HOTEL, SUPPLIER, supplierPage } from './bid-helpers';
import {
  expect,
  PASSWORD,
  signInThroughApi,
  signInThroughForm,
  test,
  toast,
  uniqueEmail,
  waitForMail,
} from './fixtures';
import { openHotelWithRooms } from './hotel-helpers';

test('a bid is countered by the hotel, shows live in My Bids, and the customer declines it', async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, MANUAL_HOTEL, 0.98);
  await expect(toast(page, `Your bid of ${euros(amount)}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Bids' }).click();

  await expect(page).toHaveURL('/dashboard/mybids');
  const row = bidRow(page, amount);
  await expect(row.getByTestId('bid-status')).toHaveText('Pending');
  await expect(page.getByTestId('count-active')).toHaveText('1');

  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier');
  await expect(supplier.getByRole('heading', { name: 'Bids for your hotels' })).toBeVisible();
  await supplier.getByLabel('Hotel', { exact: true }).selectOption(String(MANUAL_HOTEL));
  await supplier.getByLabel('Check-in from').fill('2099-01-01');
  await expect(supplier.getByText('No bids wait for an answer.')).toBeVisible();
  await supplier.getByLabel('Check-in from').fill('');
  const pending = supplier.getByTestId('pending-bid').filter({ hasText: euros(amount) });
  await pending.getByRole('button', { name: 'Counter' }).click();
  await expect(pending.getByRole('button', { name: 'Accept' })).toBeHidden();
  await pending.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(toast(supplier, 'Counter-offer sent')).toBeVisible();
  await expect(pending).toBeHidden();
  await supplier.getByRole('button', { name: 'History' }).click();
  await expect(supplier.getByTestId('decided-bid').filter({ hasText: euros(amount) })).toContainText('Hotel team');
  await supplier.context().close();

  await expect(row.getByTestId('bid-status')).toHaveText('Counter-offer', { timeout: 5_000 });
  await expect(toast(page, 'received a counter-offer')).toBeVisible();
  await row.getByRole('button', { name: 'View counter-offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Counter-offer' });
  await expect(dialog.getByTestId('counter-amount')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByTestId('decline-confirmation')).toContainText('The offer ends');
  await expect(bidRow(page, amount).getByTestId('bid-status')).toHaveText('Counter-offer');
  await dialog.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(toast(page, 'Counter-offer declined')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(bidRow(page, amount).getByTestId('bid-status')).toHaveText('Rejected');
  await page.getByRole('tab', { name: /Active/ }).click();
  await expect(page.getByText('You have no active bids.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start bidding now' })).toHaveAttribute('href', '/home');
});

test("a bid at or above the hotel's auto-accept level is accepted by its rule", async ({ page, customer }) => {
  const supplierToken = await apiToken(page.request, SUPPLIER);
  const setRule = (autoAcceptPercent: number | null) =>
    page.request.put(`/api/supplier/rules/${RULE_HOTEL}`, {
      headers: { Authorization: `Bearer ${supplierToken}` },
      data: {
        lines: [{ label: 'Every bid', when: {}, autoAcceptPercent, rejectBelowPercent: null, counterPercent: null }],
        nightlyCap: null,
      },
    });
  expect((await setRule(50)).ok()).toBe(true);

  try {
    await signInThroughApi(page, customer);
    await page.goto('/dashboard/mybids');
    await expect(page.getByText('You have no active bids.')).toBeVisible();
    const amount = await placeBid(page, RULE_HOTEL, 0.97);
    await page.getByRole('link', { name: 'Go to My Bids' }).click();
    const row = bidRow(page, amount);
    await expect(row.getByTestId('bid-status')).toHaveText('Accepted', { timeout: 10_000 });

    await row.getByRole('button', { name: 'Pay and book' }).click();
    await expect(page).toHaveURL('/hotel-booking');
    await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
    await expect(page.getByTestId('booking-amount').or(page.getByTestId('quote-failed'))).toBeVisible();
  } finally {
    await setRule(null);
  }
});

test('a customer deletes a pending bid after confirming', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, MANUAL_HOTEL, 0.975);
  await page.goto('/dashboard/mybids');
  await bidRow(page, amount).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete bid' });
  await expect(dialog).toContainText('Are you sure you want to delete this bid?');
  await dialog.getByRole('button', { name: 'Delete bid' }).click();
  await expect(toast(page, 'Bid deleted successfully')).toBeVisible();
  await expect(page.getByText('You have no active bids.')).toBeVisible();
});

test('a bid at or above the listed price is refused with a way to book the room instead', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await openHotelWithRooms(page, MANUAL_HOTEL);
  const rate = page.getByTestId('rate-list').getByRole('listitem').first();
  const bookHref = await rate.getByRole('link', { name: 'Book now' }).getAttribute('href');
  await rate.getByRole('button', { name: 'Place a bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  const listed = await dialog.getByTestId('bid-listed-price').innerText();
  await dialog.getByLabel('Your bid for the whole stay').fill(listed.replace(/[^\d.]/g, ''));
  await expect(dialog.getByText('Your bid is at or above the listed price. Book the room instead.')).toBeVisible();
  await expect(dialog).not.toContainText('opens soon');
  await dialog.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(bookHref!);
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
});

test('signed out, a new customer signs up from the bid dialog and comes back to it with the amount typed', async ({
  page,
  request,
}) => {
  await openHotelWithRooms(page, MANUAL_HOTEL);
  const hotelUrl = page.url();
  const hotelName = await page.getByRole('heading', { level: 1 }).innerText();
  await page
    .getByTestId('rate-list')
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'Place a bid' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Name your price' });
  const listed = Number((await dialog.getByTestId('bid-listed-price').innerText()).replace(/[^\d.]/g, ''));
  const amount = (Math.floor(listed * 0.5) + 0.37).toFixed(2);
  await dialog.getByLabel('Your bid for the whole stay').fill(amount);
  await dialog.getByRole('button', { name: 'Sign in to place your bid' }).click();

  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to place your bid' })).toBeVisible();
  await expect(page.getByTestId('sign-in-purpose')).toContainText(hotelName);
  await page.getByRole('link', { name: 'Create new user' }).click();
  await expect(page.getByTestId('sign-in-purpose')).toContainText(hotelName);
  const email = uniqueEmail('bidder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(hotelUrl);
  await expect(dialog.getByLabel('Your bid for the whole stay')).toHaveValue(amount);
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bid' })).toBeVisible();
  await waitForMail(request, email, 'Welcome to Bidstay');
});

test('signed out, Bid automatically names its purpose; a supplier lands on the console', async ({ page, customer }) => {
  await openHotelWithRooms(page, MANUAL_HOTEL);
  await page.getByRole('button', { name: 'Bid automatically' }).first().click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to bid automatically' })).toBeVisible();
  await signInThroughForm(page, customer);
  await expect(page.getByRole('dialog', { name: /Bid automatically/ })).toBeVisible();

  await signInThroughApi(page, SUPPLIER);
  await page.goto('/dashboard/mybids');
  await expect(page).toHaveURL('/supplier');
  await expect(page.getByRole('link', { name: 'Supplier console' })).toBeVisible();
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { name: 'Automatic answers' })).toBeVisible();

  await signInThroughApi(page, customer);
  await page.goto('/supplier');
  await expect(page).toHaveURL(/\/dashboard/);
});

test("the rules page finds any of the partner's 10,000 hotels by name as the partner types", async ({
  browser,
  baseURL,
}) => {
  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier/rules');
  await expect(supplier.getByTestId('rule-hotel-count')).toContainText('of 10,000 hotels');
  await supplier.getByLabel('Find a hotel').pressSequentially('golden gate nice');
  const hotels = supplier.getByRole('listbox', { name: 'Hotel' });
  await expect(supplier.getByTestId('rule-hotel-count')).toHaveText('1 hotel');
  await expect(hotels.getByRole('option', { name: 'Golden Gate Hotel · Bridge Street 132, Nice' })).toHaveCount(1);
  await hotels.selectOption({ label: 'Golden Gate Hotel · Bridge Street 132, Nice' });
  await expect(supplier.getByRole('heading', { name: 'Golden Gate Hotel' })).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Save rules' })).toBeVisible();
  await supplier.context().close();
});

test("the bids page's hotel filter finds any of the partner's 10,000 hotels by name", async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, MANUAL_HOTEL, 0.985);
  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier');
  await expect(supplier.getByTestId('bids-hotel-count')).toContainText('of 10,000 hotels');
  await supplier.getByLabel('Find a hotel').pressSequentially('golden gate nice');
  await expect(supplier.getByTestId('bids-hotel-count')).toHaveText('1 hotel');
  await supplier
    .getByLabel('Hotel', { exact: true })
    .selectOption({ label: 'Golden Gate Hotel · Bridge Street 132, Nice' });
  await expect(supplier.getByText('No bids wait for an answer.')).toBeVisible();
  await supplier.getByLabel('Hotel', { exact: true }).selectOption({ label: 'All your hotels' });
  await expect(supplier.getByTestId('pending-bid').filter({ hasText: euros(amount) })).toBeVisible();
  await supplier.context().close();
});
