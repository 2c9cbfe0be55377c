import { signInThroughApi, test } from './fixtures';
import { bidGroupStory } from './bid-group-helpers';

test('at 360 px, a bid to three hotels: the second hotel’s rule accepts, the others end with the reason', async ({
  page,
  customer,
}) => {
  await signInThroughApi(page, customer);
  await bidGroupStory(page, customer, 1, 'mobile');
});
