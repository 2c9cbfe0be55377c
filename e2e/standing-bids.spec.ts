import { signInThroughApi, test } from './fixtures';
import { standingBidStory } from './standing-bid-helpers';

test('a standing bid from the wishlist is placed and accepted once the partner lowers its rule', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await standingBidStory(page, customer, 12, 'test-results/standing-desktop');
});
