import { messages } from '@bidstay/contract';
import { euros, MANUAL_HOTEL, placeBid } from './bid-helpers';
import { bookThroughApi } from './booking-helpers';
import {
  expect,
  PASSWORD,
  signInThroughApi,
  signInThroughForm,
  test,
  toast,
  uniqueEmail,
  waitForMail,
} from './fixtures';

const NEW_PASSWORD = 'Changed456';

test('a customer signs up, completes the profile, changes the password and deletes the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');

  await test.step('sign up through the form', async () => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, messages.signUp.success)).toBeVisible();
    await waitForMail(request, email, 'Welcome to Bidstay');
  });

  await test.step('signed in at once, on the incomplete profile', async () => {
    await expect(page).toHaveURL('/dashboard/profile');
    await expect(page.getByText('Your profile is 10% complete')).toBeVisible();
  });

  await test.step('save part of the profile, a bad phone told at its field', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Phone').fill('abc');
    await page.getByLabel('Phone').blur();
    await expect(page.getByText(messages.profile.phoneInvalid)).toBeVisible();
    await page.getByLabel('Phone').fill('+46 70 123 45 67');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, messages.profile.updated)).toBeVisible();
    await expect(page.getByText('Your profile is 30% complete')).toBeVisible();
  });

  await test.step('fill the profile to 100%', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Phone').fill('+46 70 123 45 67');
    await page.getByLabel('Address').fill('Drottninggatan 1');
    await page.getByLabel('City').fill('Stockholm');
    await page.getByLabel('ZIP Code').fill('111 51');
    await page.getByLabel('Country').selectOption('Sweden');
    await page.getByLabel('Nationality').selectOption('SE');
    await page.getByLabel('Currency').selectOption('SEK');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The first save's toast may still be showing: this save's is the newest.
    await expect(toast(page, messages.profile.updated).last()).toBeVisible();
    await expect(page.getByText(/Your profile is \d+% complete/)).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await waitForMail(request, email, 'Thank you for completing your Bidstay profile');
  });

  await test.step('change the password', async () => {
    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, messages.password.changed)).toBeVisible();
  });

  await test.step('sign out, then sign in with the new password', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/signin');
    await signInThroughForm(page, { email, password: NEW_PASSWORD });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  await test.step('delete the account', async () => {
    await page.goto('/dashboard/delete');
    const remove = page.getByRole('button', { name: 'Delete my account' });
    await expect(remove).toBeDisabled();
    await page.getByLabel("Yes, I'd like to delete my account").check();
    await remove.click();
    await expect(toast(page, messages.deleteAccount.deleted)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
  });

  await test.step('the deleted account cannot sign in', async () => {
    await page.goto('/signin');
    await signInThroughForm(page, { email, password: NEW_PASSWORD });
    await expect(page.getByRole('alert').filter({ hasText: messages.signIn.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL('/signin');
  });
});

test('the Help Center links the help pages and the customer’s latest bid and booking', async ({ page, customer }) => {
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/helpcenter');
  const help = page.getByRole('main');
  await expect(help.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(help.getByRole('link', { name: 'How bidding works' })).toHaveAttribute('href', '/bidding');
  await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(help.getByTestId('latest-bid')).toContainText('You have not placed a bid yet.');
  await expect(help.getByTestId('latest-booking')).toContainText('You have no bookings yet.');

  const amount = await placeBid(page, MANUAL_HOTEL, 0.98);
  await bookThroughApi(page.request, customer);
  await page.goto('/dashboard/helpcenter');
  const latestBid = help.getByTestId('latest-bid');
  await expect(latestBid).toContainText(euros(amount));
  await expect(latestBid.getByTestId('bid-status')).toHaveText('Pending');
  await expect(help.getByTestId('latest-booking').getByTestId('booking-status')).toHaveText('Confirmed');
  await latestBid.getByRole('link', { name: 'Go to My Bids' }).click();
  await expect(page).toHaveURL('/dashboard/mybids');
  await page.goBack();
  await help.getByTestId('latest-booking').getByRole('link', { name: 'Go to My Bookings' }).click();
  await expect(page).toHaveURL('/dashboard/mybookings');
});
