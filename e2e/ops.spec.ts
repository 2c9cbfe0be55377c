import { expect, signInThroughApi, test } from './fixtures';
import { DEMO_OPERATOR, operatorStory } from './ops-helpers';

test.use({ viewport: { width: 1366, height: 800 } });

test('the demo operator enrols a second factor, signs in with its code and reads the audit', async ({ page }) => {
  test.slow(); // two sign-ins, an enrolment and the audit, each a page or more
  await operatorStory(page, DEMO_OPERATOR, 'ops-desktop');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a customer who opens the back office is sent to their own account', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await page.goto('/ops/audit');
  await expect(page).toHaveURL('/dashboard/profile');
});

test('a signed-out visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/ops');
  await expect(page).toHaveURL('/signin');
});
