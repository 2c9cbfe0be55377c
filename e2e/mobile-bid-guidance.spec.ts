import { hotelWithRule, openBidDialog, shoot, typeShare } from './bid-guidance-helpers';
import { expect, test } from './fixtures';

test('on a phone, the band moves as one types and a counter-offer shows until when it holds', async ({
  page,
  customer,
}) => {
  const hid = await hotelWithRule(page, 11, { autoAcceptPercent: 99, rejectBelowPercent: 50, counterPercent: 99 });
  const { dialog, listed } = await openBidDialog(page, customer, hid);
  await typeShare(page, listed, 0.3, 'none');
  await shoot(page, 'dialog-none-mobile');
  await typeShare(page, listed, 0.97, 'fair');
  await shoot(page, 'dialog-fair-mobile');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  const answer = page.getByRole('dialog', { name: 'Your bid' }).getByTestId('bid-answer');
  await expect(answer).toHaveAttribute('data-status', 'counteroffer');
  await expect(answer.getByTestId('bid-deadline')).toContainText('The offer holds until');
  await expect(answer.getByRole('button', { name: /^Book for/ })).toBeVisible();
  await shoot(page, 'answer-counter-mobile');
});
