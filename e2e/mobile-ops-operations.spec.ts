import { expect, test } from './fixtures';
import { discardRefusedMail, operationsStory, retryRefusedMail } from './ops-helpers';

test('on a phone an operator reads the jobs and the visitor log as cards, nothing wider than the screen, retries a refused mail and discards it', async ({
  page,
}) => {
  test.slow(); // a page of three lists, read by axe and shot full length in two schemes
  const { refused } = await operationsStory(page, 'ops-mobile');
  await expect(page.getByRole('article', { name: /Error seen 2 times/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  await retryRefusedMail(page, refused, 'ops-mobile');
  await discardRefusedMail(page, refused, 'ops-mobile');
});
