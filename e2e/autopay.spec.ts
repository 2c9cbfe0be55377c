import { bookedStory, declinedStory, test } from './autopay-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('a bid with a saved card pays itself when the partner accepts, and is booked', async ({
  page,
  customer,
  browser,
  baseURL,
}) => {
  test.slow(); // a card saved, a bid, the partner's answer, and the charge and booking the server makes
  await bookedStory({ page, customer, browser, baseURL, width: 1366 });
});

test('a declined saved card falls back to Pay now with its deadline', async ({ page, customer, browser, baseURL }) => {
  test.slow();
  await declinedStory({ page, customer, browser, baseURL, width: 1366 });
});
