import { messages } from '@bidstay/contract';
import { shootAtWidths } from './bid-guidance-helpers';
import { expect, test, uniqueEmail } from './fixtures';

test('the FAQ shows its questions as an accordion', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'What is Bidstay?' });
  await expect(page.getByRole('heading', { level: 2 }).filter({ has: page.getByRole('button') })).not.toHaveCount(0);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Bidstay is a hotel booking site.', { exact: false })).toBeVisible();
});

test('the blog lists its posts and opens one', async ({ page }) => {
  await page.goto('/blog');
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/blog-/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an unknown blog post shows a not-found page with a way back to the blog', async ({ page }) => {
  await page.goto('/blog/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeHidden();
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('the footer newsletter explains a bad address and thanks a subscriber', async ({ page }) => {
  await page.goto('/about');
  const field = page.getByLabel('Newsletter sign-up');
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAccessibleDescription(messages.signUp.emailInvalid);
  await shootAtWidths(page, 'newsletter-invalid', page.getByRole('form', { name: 'Newsletter' }));
  await field.fill(uniqueEmail('news'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
});

test("the footer newsletter shows the API's field errors on the field, and any other in its alert", async ({
  page,
}) => {
  const answers = [
    {
      status: 400,
      error: 'invalid_input',
      message: messages.generic.invalidInput,
      fields: { mail: messages.signUp.emailInvalid },
    },
    { status: 429, error: 'rate_limited', message: messages.generic.tooManyRequests },
  ];
  await page.route('**/api/User/subscribeNewsLetter*', (route) => {
    const { status, ...json } = answers.shift()!;
    return route.fulfill({ status, json });
  });
  await page.goto('/about');
  const field = page.getByLabel('Newsletter sign-up');
  await field.fill(uniqueEmail('news'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAccessibleDescription(messages.signUp.emailInvalid);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const alert = page.getByRole('contentinfo').getByRole('alert');
  await expect(alert).toHaveText(messages.generic.tooManyRequests);
  await shootAtWidths(page, 'newsletter-refused', page.getByRole('form', { name: 'Newsletter' }));
});

test('the footer shows the cards checkout takes, and no wallet it does not', async ({ page }) => {
  await page.goto('/about');
  const cards = page.getByRole('list', { name: 'We accept' }).getByRole('listitem');
  await expect(cards).toHaveText(['Visa', 'Mastercard']);
  await expect(page.getByRole('contentinfo')).not.toContainText(/PayPal|Apple Pay|Google Pay/);
});
