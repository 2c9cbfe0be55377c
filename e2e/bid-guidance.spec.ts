import { messages } from '@bidstay/contract';
import { hotelWithRule, openBidDialog, shoot, typeShare } from './bid-guidance-helpers';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 800 } });

test('typing amounts moves the band, and a bid a rule accepts is answered in the dialog', async ({
  page,
  customer,
}) => {
  const hid = await hotelWithRule(page, 10, { autoAcceptPercent: 96, rejectBelowPercent: null, counterPercent: null });
  const { dialog, listed } = await openBidDialog(page, customer, hid);
  await expect(dialog.getByTestId('bid-binding')).toHaveText(messages.bids.binding);
  await typeShare(page, listed, 0.5, 'none');
  await expect(dialog.getByTestId('bid-suggested')).toContainText('are usually accepted for these dates');
  await shoot(page, 'dialog-none-desktop');
  await typeShare(page, listed, 0.99, 'high');
  await shoot(page, 'dialog-high-desktop');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  const answer = page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer');
  await expect(answer).toHaveAttribute('data-status', 'accepted');
  await expect(answer.getByTestId('bid-deadline')).toContainText('Pay by');
  await expect(answer.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await shoot(page, 'answer-accepted-desktop');
});

test('a rejected bid shows its reason, a suggested amount and other hotels of the city', async ({ page, customer }) => {
  const hid = await hotelWithRule(page, 12, { autoAcceptPercent: 98, rejectBelowPercent: 96, counterPercent: null });
  const { dialog, listed } = await openBidDialog(page, customer, hid);
  await typeShare(page, listed, 0.6, 'none');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  const answer = page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer');
  await expect(answer).toHaveAttribute('data-status', 'rejected');
  await expect(answer.getByTestId('bid-reason')).toHaveText(
    'Your bid was below the lowest price the hotel takes for these dates.',
  );
  await expect(answer.getByTestId('bid-next-suggested')).toContainText('or more on the same room');
  const alternatives = answer.getByTestId('bid-alternatives').getByRole('link');
  expect(await alternatives.count()).toBeLessThanOrEqual(3);
  for (const link of await alternatives.all()) await expect(link).toHaveAttribute('href', /checkin=.*guests=/);
  await shoot(page, 'answer-rejected-desktop');
});
