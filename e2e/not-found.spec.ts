import { expect, test } from './fixtures';

const title = (name: string) => `${name} · Bidstay`;

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an unknown address answers 404 with a page that says so and leads on', async ({ page }) => {
      const response = await page.goto('/no-such-page?from=mail');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL('/no-such-page?from=mail');
      await expect(page).toHaveTitle(title('Page not found'));
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const more = page.getByRole('navigation', { name: 'More of Bidstay' });
      for (const name of ['How bidding works', 'FAQ', 'Blog', 'Contact us']) {
        await expect(more.getByRole('link', { name })).toBeVisible();
      }
      await more.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL('/faq');
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: 'Search hotels' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('combobox', { name: 'Where are you going?' })).toBeVisible();
    });

    test('an unknown hotel, city or blog post answers 404 and names what is missing in the title', async ({ page }) => {
      for (const [url, name] of [
        ['/hotel/999999999', 'Hotel not found'],
        ['/city/999999999', 'City not found'],
        ['/blog/does-not-exist', 'Post not found'],
      ] as const) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(page).toHaveTitle(title(name));
      }
      expect((await page.goto('/hotel/7000021'))?.status()).toBe(200);
      expect((await page.goto('/blog'))?.status()).toBe(200);
    });
  });
}
