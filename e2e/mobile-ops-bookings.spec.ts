import { expect, test } from './fixtures';
import { PHONE_BOOKINGS_OPERATOR, refundStory } from './ops-bookings-helpers';

test('on a phone an operator refunds part of a booking, and the customer sees the refund', async ({
  page,
  request,
}) => {
  test.slow(); // a booking, a sign-in with a code, the refund and the customer's page
  await refundStory(page, request, PHONE_BOOKINGS_OPERATOR, 'ops-bookings-mobile');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
});
