import { messages } from '@bidstay/contract';
import { shoot } from './bid-guidance-helpers';
import { asClient, expect, test, uniqueEmail } from './fixtures';
import { fillPartnerPassword, invitationLink, partnerSeesHotel, PEOPLE_OPERATOR as OPERATOR } from './ops-helpers';

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

  const link = await invitationLink(request, email);
  await fillPartnerPassword(page, link);
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await shoot(page, `partner-invitation-${width}`);
  }
  await partnerSeesHotel(page, email, /^Golden Falcon Hotel/);

  await fillPartnerPassword(page, link);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.ops.invitationInvalid })).toBeVisible();
});
