import { isoWeekday, messages } from '@bidstay/contract';
import type { Page } from '@playwright/test';
import { apiToken, bidRow, placeBid, SUPPLIER, supplierPage } from './bid-helpers';
import { expect, signInThroughApi, test, toast } from './fixtures';

const HOTEL_SEARCH = 'golden gate nice';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The hotel the spec works on, its rules cleared so that a retry starts as the first run did. */
async function hotelWithoutRules(page: Page): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(page.request, SUPPLIER)}` };
  const answer = await page.request.get(`/api/supplier/hotels?q=${encodeURIComponent(HOTEL_SEARCH)}`, { headers });
  const hid = ((await answer.json()) as { hotels: { hid: number }[] }).hotels[0]!.hid;
  const cleared = await page.request.put(`/api/supplier/rules/${hid}`, {
    headers,
    data: { lines: [], nightlyCap: null },
  });
  expect(cleared.ok()).toBe(true);
  return hid;
}

const checkinOf = (page: Page) => new URL(page.url()).searchParams.get('checkin')!;

test('a partner builds a check-in day line, tries it on its bids, saves it, and it answers new bids', async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  test.slow(); // a bid, a rule line built, tried and saved, two more bids, then the dashboard and its export
  const hid = await hotelWithoutRules(page);
  await signInThroughApi(page, customer);
  const first = await placeBid(page, hid, 0.97);
  const checkin = checkinOf(page);
  const day = isoWeekday(checkin);

  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier/rules');
  await supplier.getByLabel('Find a hotel').pressSequentially(HOTEL_SEARCH);
  const hotels = supplier.getByRole('listbox', { name: 'Hotel' });
  const option = hotels.getByRole('option', { name: /^Golden Gate Hotel · .*Nice$/ });
  await hotels.selectOption({ label: (await option.innerText()).trim() });
  await expect(supplier.getByRole('heading', { name: 'Golden Gate Hotel' })).toBeVisible();
  await expect(supplier.getByTestId('rule-mode')).toContainText('Manual');
  await supplier.getByRole('button', { name: 'Add a line' }).click();
  const line = supplier.getByTestId('rule-line').last();
  await line.getByLabel('Accept at or above (%)').fill('90');
  await expect(line.getByText(messages.ruleSet.labelRequired)).toBeHidden();
  await line.getByLabel('Accept at or above (%)').fill('');
  await line.getByLabel('Line name').fill('x');
  await line.getByLabel('Line name').fill('');
  await expect(line.getByText(messages.ruleSet.labelRequired)).toBeVisible();
  await line.getByLabel('Line name').fill('Our busy day');
  await line.getByLabel(WEEKDAYS[day - 1]!, { exact: true }).check();
  await line.getByLabel('Accept at or above (%)').fill('90');
  await line.getByLabel('Reject below (%)').fill('95');
  await expect(line.getByText('Reject below must not be above the auto-accept level.')).toBeVisible();
  await line.getByLabel('Reject below (%)').fill('');

  await supplier.getByRole('button', { name: 'Try on the last 90 days' }).click();
  const simulation = supplier.getByTestId('simulation');
  await expect(simulation.getByTestId('simulated-accepted')).not.toHaveText('0');
  await expect(simulation.getByTestId('changed-bids')).toContainText('Left to your team → Accepted');
  await supplier.getByRole('button', { name: 'Save rules' }).click();
  await expect(toast(supplier, 'Rules saved')).toBeVisible();
  await supplier.getByText('Changes to these rules').click();
  await expect(supplier.getByTestId('rule-changes')).toContainText('1 line, no nightly cap');

  // Another stay on the same weekday: a customer has one pending bid per rate, and the first bid still waits.
  const sameDay = await placeBid(page, hid, 0.97, (other) => isoWeekday(other) === day && other !== checkin);
  const otherDay = await placeBid(page, hid, 0.97, (other) => isoWeekday(other) !== day);
  await page.goto('/dashboard/mybids');
  await expect(bidRow(page, sameDay).getByTestId('bid-status')).toHaveText('Accepted', { timeout: 10_000 });
  await expect(bidRow(page, otherDay).getByTestId('bid-status')).toHaveText('Pending');
  await expect(bidRow(page, first).getByTestId('bid-status')).toHaveText('Pending');

  await supplier.getByRole('link', { name: 'Dashboard' }).click();
  await expect(supplier.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(async () => Number(await supplier.getByTestId('stat-bids').innerText())).toBeGreaterThanOrEqual(3);
  await expect(supplier.getByTestId('stat-rules-time')).not.toHaveText('— · —');
  const [csv] = await Promise.all([
    supplier.waitForEvent('download'),
    supplier.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^bids-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  await supplier.context().close();
});
