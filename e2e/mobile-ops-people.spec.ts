import { expect, test } from './fixtures';
import { customerStory, partnerStory } from './ops-helpers';

const fitsTheScreen = () => document.scrollingElement!.scrollWidth <= window.innerWidth;

test('on a phone an operator invites a partner and assigns a hotel that the partner then sees', async ({
  page,
  browser,
}) => {
  test.slow(); // an invitation, a catalogue search, then the partner's own sign-in and console
  await partnerStory(page, browser, 'ops-people-mobile');
  expect(await page.evaluate(fitsTheScreen)).toBe(true);
});

test('on a phone an operator finds a customer and deactivates then reactivates them', async ({ page, customer }) => {
  test.slow(); // a booking paid through the API before the back office's pages
  await customerStory(page, customer, 'ops-people-mobile');
  expect(await page.evaluate(fitsTheScreen)).toBe(true);
});
