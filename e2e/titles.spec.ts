import { expect, signInThroughApi, test } from './fixtures';

const title = (name: string) => `${name} · Bidstay`;

test('a page reached from another names itself in the title, not the page before it', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(title('Hotel stays at your price'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveTitle(title('Sign in'));
  await page.getByRole('link', { name: 'Create new user' }).click();
  await expect(page).toHaveTitle(title('Create your account'));
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(title('Forgot your password'));
  await page.goto('/reset-password?token=unknown');
  await expect(page).toHaveTitle(title('Choose a new password'));
});

test("each page of a customer's dashboard names itself in the title", async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/mybids');
  await expect(page).toHaveTitle(title('My Bids'));
  const menu = page.getByRole('navigation', { name: 'My account' });
  for (const name of ['Profile', 'Help Center', 'Settings', 'My Wishlist', 'My Bookings', 'My Bids']) {
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveTitle(title(name));
  }
});
