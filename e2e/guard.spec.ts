import { expect, signInThroughApi, signInThroughForm, test } from './fixtures';

test('a signed-out visitor is sent to sign in and comes back to the page they asked for', async ({
  page,
  customer,
}) => {
  await page.goto('/dashboard/mybids');
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, customer);
  await expect(page).toHaveURL('/dashboard/mybids');
  await expect(page.getByRole('heading', { name: 'My Bids' })).toBeVisible();
});

test('the empty dashboard path opens the profile', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
});
