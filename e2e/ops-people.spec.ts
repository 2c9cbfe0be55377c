import { test } from './fixtures';
import { customerStory, partnerStory } from './ops-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('an operator invites a partner and assigns a hotel that the partner then sees', async ({ page, browser }) => {
  test.slow(); // an invitation, a catalogue search, then the partner's own sign-in and console
  await partnerStory(page, browser, 'ops-people-desktop');
});

test('an operator finds a customer, resends a confirmation, deactivates and reactivates them', async ({
  page,
  customer,
}) => {
  test.slow(); // a booking paid through the API before the back office's pages
  await customerStory(page, customer, 'ops-people-desktop');
});
