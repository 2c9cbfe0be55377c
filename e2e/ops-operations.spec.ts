import { expect, test } from './fixtures';
import { discardRefusedMail, operationsStory, retryRefusedMail } from './ops-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('an operator reads the jobs by type and state and the visitor log grouped by browser, retries a refused mail and discards it', async ({
  page,
}) => {
  test.slow(); // a page of three lists, read by axe and shot full length in two schemes
  const { refused } = await operationsStory(page, 'ops-desktop');
  await expect(page.getByRole('table', { name: 'Jobs by type and state' })).toBeVisible();
  await retryRefusedMail(page, refused, 'ops-desktop');
  await discardRefusedMail(page, refused, 'ops-desktop');
});
