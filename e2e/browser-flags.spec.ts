import { DISABLED_FEATURES } from './browser-flags';
import { expect, test } from './fixtures';

test("the browser still turns off every feature Playwright's own list does", async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
  expect(lists.length).toBeGreaterThan(1);
  const last = lists.at(-1);
  expect(last).toEqual(DISABLED_FEATURES);
  for (const earlier of lists.slice(0, -1)) expect(earlier.filter((feature) => !last!.includes(feature))).toEqual([]);
});
