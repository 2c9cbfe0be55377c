import { signInThroughApi, test } from './fixtures';
import { bidGroupStory } from './bid-group-helpers';

test('at 360 px, a bid to three hotels: the second hotel’s rule accepts, the others end with the reason', async ({
  page,
  customer,
}) => {
  // The story reads a city's hotels one by one, and shoots each step in both themes.
  test.slow();
  await signInThroughApi(page, customer);
  await bidGroupStory(page, customer, 1, 'mobile');
});
