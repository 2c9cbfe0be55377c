import { expect, test } from './fixtures';
import { operatorStory, PHONE_OPERATOR } from './ops-helpers';

test('on a phone an operator enrols a second factor and reads the audit as cards', async ({ page }) => {
  test.slow(); // two sign-ins, an enrolment and the audit, each a page or more
  await operatorStory(page, PHONE_OPERATOR, 'ops-mobile');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
});
