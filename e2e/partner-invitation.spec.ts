import { messages } from '@bidstay/contract';
import { shoot } from './bid-guidance-helpers';
import { asClient, expect, signInThroughForm, test, toast, uniqueEmail, waitForMail } from './fixtures';

/** An operator of its own (start-server.mjs): the ops specs enrol the demo operator's second factor. */
const OPERATOR = { email: 'ops-partners@bidstay.test', password: 'Operator123' };
const PARTNER_PASSWORD = 'Partner789';

test('an invited partner chooses a password from the mailed link, once, and sees its hotel', async ({
  page,
  request,
}) => {
  const signedIn = await request.post('/api/authenticateCustomer', { data: OPERATOR, headers: asClient() });
  const operator = { ...asClient(), authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const email = uniqueEmail('partner');
  const invited = await request.post('/api/ops/partners', {
    data: { email, name: 'Golden Falcon Group' },
    headers: operator,
  });
  expect(invited.status()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  const found = await request.get('/api/ops/catalogue?q=golden%20falcon', { headers: operator });
  const [hotel] = ((await found.json()) as { hotels: { hid: number; name: string }[] }).hotels;
  const assigned = await request.post(`/api/ops/partners/${id}/hotels/${hotel!.hid}/assign`, { headers: operator });
  expect(assigned.ok()).toBe(true);

  const mail = await waitForMail(request, email, 'You are invited to Bidstay');
  const link = /\/partner-invitation\?token=[^\s"<]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const setPassword = async () => {
    await page.goto(link!);
    await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PARTNER_PASSWORD);
  };
  await setPassword();
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `partner-invitation-${width}`);
  }
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, messages.ops.passwordSet)).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, { email, password: PARTNER_PASSWORD });
  await expect(page).toHaveURL(/\/supplier/);
  await page.goto('/supplier/rules');
  await page.getByLabel('Find a hotel').pressSequentially('golden falcon');
  await expect(
    page.getByRole('listbox', { name: 'Hotel' }).getByRole('option', { name: /^Golden Falcon Hotel/ }),
  ).toHaveCount(1);

  await setPassword();
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.ops.invitationInvalid })).toBeVisible();
});
