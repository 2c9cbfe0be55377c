import { messages } from '@bidstay/contract';
import { expect, signInThroughForm, test, toast, waitForMail } from './fixtures';

const NEW_PASSWORD = 'Renewed789';

test('a customer resets a forgotten password through the mailed link, which works only once', async ({
  page,
  request,
  customer,
}) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(messages.passwordReset.requested)).toBeVisible();

  const mail = await waitForMail(request, customer.email, 'Reset your Bidstay password');
  const link = /\/reset-password\?token=[^\s"<]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const setPassword = async () => {
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
  };

  await setPassword();
  await expect(toast(page, messages.passwordReset.done)).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, { email: customer.email, password: NEW_PASSWORD });
  await expect(page).not.toHaveURL(/\/signin/);

  await setPassword();
  await expect(page.getByRole('alert').filter({ hasText: messages.passwordReset.invalidLink })).toBeVisible();
});
