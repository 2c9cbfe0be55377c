import { signInThroughApi, test } from './fixtures';
import { bidGroupStory } from './bid-group-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('a bid to three hotels: the second hotel’s rule accepts, the others end with the reason', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await bidGroupStory(page, customer, 0, 'desktop');
});
