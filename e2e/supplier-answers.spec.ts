import { BID_END_REASON_TEXT } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { apiToken, bidRow, euros, MANUAL_HOTEL, placeBid, SUPPLIER, supplierPage } from './bid-helpers';
import { shoot, shootAtWidths } from './bid-guidance-helpers';
import { expect, signInThroughApi, test, toast } from './fixtures';

/**
 * A hotel no other spec writes rules for (the rules specs take Golden Gate and the bid specs theirs, side by side):
 * the last of a city's hotels the partner's search finds.
 */
async function historyHotel(supplier: Page, headers: Record<string, string>) {
  const found = await supplier.request.get('/api/supplier/hotels?q=nice&limit=20', { headers });
  const hotels = ((await found.json()) as { hotels: { hid: number; name: string }[] }).hotels;
  const quiet = hotels.filter((hotel) => !hotel.name.startsWith('Golden Gate')).at(-1)!;
  return quiet;
}

/** The rules page of the spec's hotel, its rules cleared so that a retry starts as the first run did. */
async function rulesPageOfClearedHotel(supplier: Page) {
  const headers = { Authorization: `Bearer ${await apiToken(supplier.request, SUPPLIER)}` };
  const hotel = await historyHotel(supplier, headers);
  const cleared = await supplier.request.put(`/api/supplier/rules/${hotel.hid}`, {
    headers,
    data: { lines: [], nightlyCap: null },
  });
  expect(cleared.ok()).toBe(true);
  await supplier.goto('/supplier/rules');
  await supplier.getByLabel('Find a hotel').pressSequentially(hotel.name);
  const hotels = supplier.getByRole('listbox', { name: 'Hotel' });
  const option = hotels.getByRole('option', { name: new RegExp(`^${hotel.name} · `) }).first();
  await hotels.selectOption({ label: (await option.innerText()).trim() });
  await expect(supplier.getByRole('heading', { name: hotel.name })).toBeVisible();
  await expect(supplier.getByTestId('rule-mode')).toContainText('Manual');
}

test('a partner rejects a bid with a reason the customer reads, and the history says it in words', async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  test.slow(); // a bid, answered in two layouts with shots in two themes, then read back by the customer
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, MANUAL_HOTEL, 0.985);

  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier');
  await supplier.getByLabel('Hotel', { exact: true }).selectOption(String(MANUAL_HOTEL));
  const pending = supplier.getByTestId('pending-bid').filter({ hasText: euros(amount) });
  await pending.getByRole('button', { name: 'Reject' }).click();
  await expect(pending.getByRole('button', { name: 'Reject bid' })).toBeDisabled();
  await pending.getByRole('radio', { name: 'No rooms left' }).check();
  await pending.scrollIntoViewIfNeeded();
  await shoot(supplier, 'supplier-reject-reason-1366');
  // On a phone the bids are cards: the same question, answered there.
  await supplier.setViewportSize({ width: 360, height: 740 });
  const card = supplier.getByRole('article').filter({ hasText: euros(amount) });
  await card.getByRole('button', { name: 'Reject' }).click();
  const send = card.getByRole('button', { name: 'Reject bid' });
  await expect(send).toBeDisabled();
  await card.getByRole('radio', { name: 'No rooms left' }).check();
  await card.scrollIntoViewIfNeeded();
  await shoot(supplier, 'supplier-reject-reason-360');
  await send.click();
  await expect(toast(supplier, 'Bid rejected')).toBeVisible();
  await supplier.setViewportSize({ width: 1366, height: 800 });
  await supplier.evaluate(() => window.scrollTo(0, 0));
  await supplier.getByRole('button', { name: 'History' }).click();
  const decided = supplier.getByTestId('decided-bid').filter({ hasText: euros(amount) });
  await expect(decided).toContainText('Hotel team · No rooms left');
  await expect(decided).not.toContainText('no_rooms');
  await decided.scrollIntoViewIfNeeded();
  await shoot(supplier, 'supplier-history-labels-1366');
  await supplier.setViewportSize({ width: 360, height: 740 });
  const phoneEntry = supplier.getByRole('listitem').filter({ hasText: euros(amount) });
  await expect(phoneEntry).toContainText('Hotel team · No rooms left');
  await phoneEntry.scrollIntoViewIfNeeded();
  await shoot(supplier, 'supplier-history-labels-360');
  await supplier.context().close();

  await page.goto('/dashboard/mybids');
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(bidRow(page, amount)).toContainText(BID_END_REASON_TEXT.no_rooms);
});

test('a rule line’s weekday hint follows its ticks, and the rules history says what each version changed', async ({
  browser,
  baseURL,
}) => {
  const supplier = await supplierPage(browser, baseURL);
  await rulesPageOfClearedHotel(supplier);
  await supplier.getByRole('button', { name: 'Add a line' }).click();
  const line = supplier.getByTestId('rule-line').last();
  await line.getByLabel('Line name').fill('Weekends');
  await expect(line.getByTestId('weekday-hint')).toHaveText('Every check-in day.');
  await line.getByLabel('Fri', { exact: true }).check();
  await line.getByLabel('Sat', { exact: true }).check();
  await expect(line.getByTestId('weekday-hint')).toHaveText('Only check-ins on Fri and Sat.');
  await line.getByLabel('Accept at or above (%)').fill('98');
  await supplier.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(supplier, 'Rules saved')).toBeVisible();
  await line.getByLabel('Accept at or above (%)').fill('97');
  await supplier.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(supplier, 'Rules saved').last()).toBeVisible();
  await supplier.getByText('Changes to these rules').click();
  const newest = supplier.getByTestId('rule-change').first();
  await expect(newest.getByTestId('rule-diff')).toHaveText('“Weekends”: accept at or above 98% → 97%');
  await shootAtWidths(supplier, 'supplier-rules-diff', supplier.getByTestId('rule-changes'));
  await supplier.context().close();
});
