import { signInThroughApi, test } from './fixtures';
import { standingBidStory } from './standing-bid-helpers';

test('a standing bid keeps the search’s party, shows price and chance, waits in My Bids and is placed once the partner lowers its rule', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await standingBidStory(page, customer, 12, 'test-results/standing-desktop');
});
