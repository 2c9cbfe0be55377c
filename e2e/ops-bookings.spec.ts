import { test } from './fixtures';
import { BOOKINGS_OPERATOR, refundStory } from './ops-bookings-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test("an operator signed in with a code refunds part of a booking, and the customer's My Bookings shows it", async ({
  page,
  request,
}) => {
  test.slow(); // a booking, a sign-in with a code, the refund and the customer's page
  await refundStory(page, request, BOOKINGS_OPERATOR, 'ops-bookings-desktop');
});
