import { messages } from '@bidstay/contract';
import { bidRow, euros, MANUAL_HOTEL, placeBid, supplierPage } from './bid-helpers';
import { hotelWithRule, openBidDialog, shootAtWidths, typeShare } from './bid-guidance-helpers';
import { expect, signInThroughApi, test, toast } from './fixtures';

test.use({ viewport: { width: 1366, height: 800 } });

test('a hotel taking no bids for the dates is said so in the dialog, with Book now', async ({ page, customer }) => {
  const hid = await hotelWithRule(page, 20, { autoAcceptPercent: null, rejectBelowPercent: 100, counterPercent: null });
  const { dialog, listed } = await openBidDialog(page, customer, hid);
  await typeShare(page, listed, 0.99, 'none');
  await expect(dialog.getByTestId('bid-chance-words')).toHaveText(messages.bids.notTakingBids);
  const book = dialog.getByTestId('bid-chance-book');
  await expect(book).toContainText(messages.bids.bookInstead);
  await expect(book.getByRole('link', { name: /Book/ })).toBeVisible();
  await shootAtWidths(page, 'chance-not-taking-bids', book);
});

test('a bid below the floor at a hotel without rules is answered at once with its reason', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await placeBid(page, MANUAL_HOTEL, 0.3);
  const answer = page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer');
  await expect(answer).toHaveAttribute('data-status', 'rejected');
  await expect(answer.getByTestId('bid-reason')).toContainText('below the lowest price the hotel takes');
  await expect(answer.getByTestId('bid-next-suggested')).toBeVisible();
  await shootAtWidths(page, 'answer-below-floor', answer);
});

test('an accepted bid withdrawn stays in My Bids as withdrawn and in the hotel history with who and when', async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  const hid = await hotelWithRule(page, 21, { autoAcceptPercent: 96, rejectBelowPercent: null, counterPercent: null });
  await signInThroughApi(page, customer);
  const amount = await placeBid(page, hid, 0.99);
  await expect(page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer')).toHaveAttribute(
    'data-status',
    'accepted',
  );
  await page.goto('/dashboard/mybids');
  await bidRow(page, amount).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw bid' });
  await dialog.getByRole('button', { name: 'Withdraw bid' }).click();
  await expect(toast(page, messages.bids.withdrawn)).toBeVisible();
  await page.getByRole('tab', { name: /Rejected/ }).click();
  const row = bidRow(page, amount);
  await expect(row.getByTestId('bid-status')).toHaveText('Withdrawn');
  await shootAtWidths(page, 'my-bids-withdrawn');

  const supplier = await supplierPage(browser, baseURL);
  await supplier.goto('/supplier');
  await supplier.getByRole('button', { name: 'History' }).click();
  const decided = supplier.getByTestId('decided-bid').filter({ hasText: euros(amount) });
  await expect(decided.first()).toContainText('Customer');
  await expect(decided.first()).toContainText('Withdrawn after it was accepted');
  await shootAtWidths(supplier, 'supplier-history-withdrawn');
  await supplier.context().close();
});
