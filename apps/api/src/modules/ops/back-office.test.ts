import { PARTNER_INVITATION_TTL_MS, messages } from '@bidstay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atFloorStep, findOffer, placeBid, type Offer } from '../../../test/bid-fixtures.ts';
import { settle } from '../../../test/booking-fixtures.ts';
import { hotelIdsByRegion } from '../../../test/catalogue-ids.ts';
import { PASSWORD, createSignedInCustomer, uniqueEmail, type SignedIn } from '../../../test/factories.ts';
import { startBackOffice, type BackOfficeTest } from '../../../test/operator-fixtures.ts';

const OPS_ADDRESS = '10.70.0.1';

let office: BackOfficeTest;
let hids: number[];

beforeAll(async () => {
  office = await startBackOffice(OPS_ADDRESS);
  hids = (await hotelIdsByRegion(office.t.app.services.hotels)).flat();
});
afterAll(() => office.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Call = { method?: 'GET' | 'POST'; payload?: object; auth?: Record<string, string> };
let callers = 0;
const call = (url: string, { method = 'GET', payload, auth }: Call = {}) =>
  office.t.app.inject({
    method,
    url,
    headers: auth ?? {},
    remoteAddress: `10.71.${Math.floor(callers / 250)}.${(callers++ % 250) + 1}`,
    ...(payload && { payload }),
  });
const signIn = (email: string, password = PASSWORD) =>
  call('/api/authenticateCustomer', { method: 'POST', payload: { email, password } });

/** The newest invitation link mailed to `email` (the mailbox lists the newest first): the mail job runs first. */
async function invitationToken(email: string) {
  await office.t.runJobs();
  const links = office.t.mailbox
    .list(email)
    .map((mail) => /partner-invitation\?token=([\w-]+)/.exec(mail.text)?.[1])
    .filter((token): token is string => Boolean(token));
  const [token] = links;
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function invite(name = 'Aurora Hotels') {
  const email = uniqueEmail('partner');
  const response = await office.asOperator('/api/ops/partners', { method: 'POST', payload: { email, name } });
  expect(response.statusCode).toBe(201);
  return { email, id: response.json().id as string, token: await invitationToken(email) };
}

const setPassword = (token: string, password = PASSWORD) =>
  call('/api/setPartnerPassword', { method: 'POST', payload: { token, password } });

/** An invited partner who set a password and signed in. */
async function signedInPartner(): Promise<SignedIn> {
  const { email, id, token } = await invite();
  expect((await setPassword(token)).statusCode).toBe(200);
  const signedIn = await signIn(email);
  const access: string = signedIn.json().access_token;
  return { id, email, token: access, auth: bearer(access) };
}

/** The audit lines about a record, newest first. */
async function auditOf(target: string) {
  const response = await office.asOperator(`/api/ops/audit?q=${encodeURIComponent(target)}`);
  return response.json().entries as { action: string; target: string; detail: object; address: string }[];
}

describe('inviting a partner', () => {
  it('mails a link; the partner sets a password, signs in and sees the hotels assigned to it', async () => {
    const { email, id, token } = await invite();
    const [mail] = office.t.mailbox.list(email);
    expect(mail).toMatchObject({ subject: 'You are invited to Bidstay as a hotel partner' });
    expect(mail!.text).toContain(`http://bidstay.test/partner-invitation?token=${token}`);
    expect((await signIn(email)).statusCode).toBe(401);

    const set = await setPassword(token);
    expect(set.json()).toEqual({ message: messages.ops.passwordSet });
    const signedIn = await signIn(email);
    expect(signedIn.statusCode).toBe(200);
    const partnerAuth = bearer(signedIn.json().access_token);

    const [first, second] = hids as [number, number];
    for (const hid of [first, second]) {
      const assigned = await office.asOperator(`/api/ops/partners/${id}/hotels/${hid}/assign`, { method: 'POST' });
      expect(assigned.statusCode).toBe(200);
    }
    const own = await call('/api/supplier/hotels', { auth: partnerAuth });
    expect(
      own
        .json()
        .hotels.map((hotel: { hid: number }) => hotel.hid)
        .sort(),
    ).toEqual([first, second].sort());

    const unassigned = await office.asOperator(`/api/ops/partners/${id}/hotels/${second}/unassign`, { method: 'POST' });
    expect(unassigned.json()).toMatchObject({ id, email, active: true, passwordSet: true, hotelIds: [first] });
    const after = await call('/api/supplier/hotels', { auth: partnerAuth });
    expect(after.json().hotels.map((hotel: { hid: number }) => hotel.hid)).toEqual([first]);

    expect((await auditOf(`supplier:${id}`)).map((entry) => entry.action)).toEqual([
      'partner-hotel-unassigned',
      'partner-hotel-assigned',
      'partner-hotel-assigned',
      'partner-invited',
    ]);
  });

  it('takes a link once', async () => {
    const { token } = await invite();
    expect((await setPassword(token)).statusCode).toBe(200);
    const again = await setPassword(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ token: messages.ops.invitationInvalid });
  });

  it('refuses a link after 72 hours, saying it expired', async () => {
    const { email, token } = await invite();
    office.t.clock.advance(PARTNER_INVITATION_TTL_MS + 1000);
    const late = await setPassword(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: messages.ops.invitationExpired,
      fields: { token: messages.ops.invitationExpired },
    });
    expect((await signIn(email)).statusCode).toBe(401);
    await office.renewOperator();
  });

  it('sends a new link to a partner who has not set a password, and the earlier link stops working', async () => {
    const { email, id, token: first } = await invite();
    const again = await office.asOperator('/api/ops/partners', {
      method: 'POST',
      payload: { email, name: 'Aurora Hotels' },
    });
    expect(again.json()).toMatchObject({ id, passwordSet: false });
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).json().fields).toEqual({ token: messages.ops.invitationInvalid });
    expect((await setPassword(second)).statusCode).toBe(200);
    const afterwards = await office.asOperator('/api/ops/partners', {
      method: 'POST',
      payload: { email, name: 'Again' },
    });
    expect(afterwards.statusCode).toBe(409);
  });

  it('keeps the password rule and refuses an unknown link', async () => {
    const { token } = await invite();
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['password']);
    const unknown = await setPassword('not-a-token');
    expect(unknown.json().fields).toEqual({ token: messages.ops.invitationInvalid });
  });

  it('answers 400 per field, 409 for an e-mail any account has, and writes nothing then', async () => {
    const bad = await office.asOperator('/api/ops/partners', { method: 'POST', payload: { email: 'nope', name: ' ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      email: messages.signUp.emailInvalid,
      name: messages.ops.partnerNameRequired,
    });
    const customer = await createSignedInCustomer(office.t.app);
    for (const email of [customer.email, office.operator.email]) {
      const taken = await office.asOperator('/api/ops/partners', { method: 'POST', payload: { email, name: 'Taken' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fields).toEqual({ email: messages.ops.emailTaken });
    }
    expect(await auditOf(customer.email)).toEqual([]);
  });
});

describe('partners', () => {
  it('are found by part of the e-mail or the name, a page at a time', async () => {
    const { email, id } = await invite('Borealis Lodges');
    const byName = (await office.asOperator('/api/ops/partners?q=borealis')).json();
    expect(byName.partners.map((partner: { id: string }) => partner.id)).toEqual([id]);
    const byEmail = (await office.asOperator(`/api/ops/partners?q=${encodeURIComponent(email)}`)).json();
    expect(byEmail).toMatchObject({ total: 1, partners: [{ id, name: 'Borealis Lodges', passwordSet: false }] });
    const all = (await office.asOperator('/api/ops/partners?page=1')).json();
    expect(all.total).toBeGreaterThan(1);
    expect((await office.asOperator('/api/ops/partners?page=0')).json().fields).toHaveProperty('page');
  });

  it('are read one by id, with their hotels; an unknown id is 404 and a malformed one 400', async () => {
    const { email, id } = await invite('Cirrus Inns');
    const [hid] = hids as [number];
    await office.asOperator(`/api/ops/partners/${id}/hotels/${hid}/assign`, { method: 'POST' });
    const one = await office.asOperator(`/api/ops/partners/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id,
      email,
      name: 'Cirrus Inns',
      active: true,
      allHotels: false,
      passwordSet: false,
      hotelIds: [hid],
      createdAt: expect.any(String),
    });
    expect((await office.asOperator(`/api/ops/partners/${NO_SUCH_ID}`)).statusCode).toBe(404);
    expect((await office.asOperator('/api/ops/partners/nope')).json().fields).toEqual({ id: messages.ops.idInvalid });
  });

  it('once deactivated, are refused at their next call and at sign-in, until reactivated', async () => {
    const partner = await signedInPartner();
    expect((await call('/api/supplier/hotels', { auth: partner.auth })).statusCode).toBe(200);

    const off = await office.asOperator(`/api/ops/partners/${partner.id}/deactivate`, { method: 'POST' });
    expect(off.json()).toMatchObject({ id: partner.id, active: false });
    expect((await call('/api/supplier/hotels', { auth: partner.auth })).statusCode).toBe(401);
    expect((await signIn(partner.email)).statusCode).toBe(401);

    const on = await office.asOperator(`/api/ops/partners/${partner.id}/reactivate`, { method: 'POST' });
    expect(on.json()).toMatchObject({ active: true });
    expect((await call('/api/supplier/hotels', { auth: partner.auth })).statusCode).toBe(401);
    const again = await signIn(partner.email);
    expect((await call('/api/supplier/hotels', { auth: bearer(again.json().access_token) })).statusCode).toBe(200);

    const entries = await auditOf(`supplier:${partner.id}`);
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'partner-reactivated', address: OPS_ADDRESS },
      { action: 'partner-deactivated', address: OPS_ADDRESS },
    ]);
  });

  it('answer 404 for an unknown partner or hotel and 400 for a malformed id, and nothing is audited', async () => {
    const { id } = await invite();
    const unknown = [
      `/api/ops/partners/${NO_SUCH_ID}/deactivate`,
      `/api/ops/partners/${NO_SUCH_ID}/reactivate`,
      `/api/ops/partners/${NO_SUCH_ID}/hotels/${hids[0]}/assign`,
      `/api/ops/partners/${NO_SUCH_ID}/hotels/${hids[0]}/unassign`,
      `/api/ops/partners/${id}/hotels/999999999/assign`,
    ];
    for (const url of unknown) expect((await office.asOperator(url, { method: 'POST' })).statusCode, url).toBe(404);
    const malformed = await office.asOperator('/api/ops/partners/42/hotels/x/assign', { method: 'POST' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ id: messages.ops.idInvalid, hid: messages.ops.hidInvalid });
    expect((await auditOf(NO_SUCH_ID)).length).toBe(0);
    expect((await auditOf(`supplier:${id}`)).map((entry) => entry.action)).toEqual(['partner-invited']);
  });
});

describe('the catalogue search', () => {
  it('finds a hotel by its id, by a word of its name and by its city', async () => {
    const hid = hids[0]!;
    const [hotel] = await office.t.app.services.hotels.minimalHotels([hid]);
    const [region] = await office.t.app.services.hotels.regions();
    const search = async (q: string) =>
      (await office.asOperator(`/api/ops/catalogue?q=${encodeURIComponent(q)}&limit=50`)).json() as {
        hotels: { hid: number; region_id: number }[];
        total: number;
      };
    expect((await search(String(hid))).hotels.map((found) => found.hid)).toEqual([hid]);
    const word = hotel!.name.split(' ').at(-1)!;
    expect((await search(word)).hotels.map((found) => found.hid)).toContain(hid);
    const inCity = await search(region!.name);
    expect(inCity.total).toBeGreaterThan(0);
    expect(inCity.hotels.every((found) => found.region_id === region!.id)).toBe(true);
    const empty = await office.asOperator('/api/ops/catalogue?q=');
    expect(empty.json().fields).toEqual({ q: messages.ops.catalogueSearchRequired });
  });
});

describe('customers', () => {
  let customer: SignedIn;
  let offer: Offer;
  let partnerOrderId: string;

  beforeAll(async () => {
    customer = await createSignedInCustomer(office.t.app, uniqueEmail('file'));
    offer = await findOffer(office.t.app, 0);
    // At the floor's step: a bid below the floor would be rejected at once, and the file shows it pending.
    await placeBid(office.t.app, customer, offer, atFloorStep(offer));
    partnerOrderId = (await office.paidBooking(customer)).partner_order_id;
  });

  it('are found by e-mail or name', async () => {
    await office.t.app.inject({
      method: 'PATCH',
      url: `/api/updateCustomerUser/${customer.id}`,
      headers: customer.auth,
      payload: { name: 'Quintessa', surname: 'Vale' },
    });
    const byName = (await office.asOperator('/api/ops/customers?q=quintessa')).json();
    expect(byName).toMatchObject({ total: 1, customers: [{ id: customer.id, email: customer.email, active: true }] });
    const byEmail = (await office.asOperator(`/api/ops/customers?q=${encodeURIComponent(customer.email)}`)).json();
    expect(byEmail.customers.map((found: { id: string }) => found.id)).toEqual([customer.id]);
    expect((await office.asOperator('/api/ops/customers?q=no-such-person')).json()).toEqual({
      customers: [],
      total: 0,
    });
  });

  it("show one's profile, bids and bookings", async () => {
    const file = await office.asOperator(`/api/ops/customers/${customer.id}`);
    expect(file.statusCode).toBe(200);
    const { customer: profile, bids, bookings } = file.json();
    expect(profile).toMatchObject({ id: customer.id, email: customer.email });
    expect(bids).toEqual([expect.objectContaining({ hotel_id: offer.hid, status: 'pending' })]);
    expect(bookings).toEqual([expect.objectContaining({ partnerOrderId })]);
    expect((await office.asOperator(`/api/ops/customers/${NO_SUCH_ID}`)).statusCode).toBe(404);
    expect((await office.asOperator('/api/ops/customers/nope')).json().fields).toEqual({ id: messages.ops.idInvalid });
  });

  it("put each read of one's file in the audit, with the operator and its address", async () => {
    const read = await createSignedInCustomer(office.t.app);
    expect(await auditOf(`customer:${read.id}`)).toEqual([]);
    expect((await office.asOperator(`/api/ops/customers/${read.id}`)).statusCode).toBe(200);
    expect((await office.asOperator(`/api/ops/customers/${read.id}`)).statusCode).toBe(200);
    const reads = await auditOf(`customer:${read.id}`);
    expect(reads).toEqual([
      expect.objectContaining({ action: 'customer-file-read', address: OPS_ADDRESS }),
      expect.objectContaining({ action: 'customer-file-read', address: OPS_ADDRESS }),
    ]);
    expect((await office.asOperator(`/api/ops/customers/${NO_SUCH_ID}`)).statusCode).toBe(404);
    expect(await auditOf(`customer:${NO_SUCH_ID}`)).toEqual([]);
  });

  it('are deactivated (their token refused at once) and reactivated', async () => {
    const leaving = await createSignedInCustomer(office.t.app);
    const profile = () => call(`/api/getCustomerById?id=${leaving.id}`, { auth: leaving.auth });
    expect((await profile()).statusCode).toBe(200);
    const off = await office.asOperator(`/api/ops/customers/${leaving.id}/deactivate`, { method: 'POST' });
    expect(off.json()).toMatchObject({ id: leaving.id, active: false });
    expect((await profile()).statusCode).toBe(401);
    expect((await signIn(leaving.email)).statusCode).toBe(401);
    const on = await office.asOperator(`/api/ops/customers/${leaving.id}/reactivate`, { method: 'POST' });
    expect(on.json()).toMatchObject({ active: true });
    expect((await signIn(leaving.email)).statusCode).toBe(200);
    expect((await auditOf(`customer:${leaving.id}`)).map((entry) => entry.action)).toEqual([
      'customer-reactivated',
      'customer-deactivated',
    ]);
    for (const verb of ['deactivate', 'reactivate']) {
      const unknown = await office.asOperator(`/api/ops/customers/${NO_SUCH_ID}/${verb}`, { method: 'POST' });
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('get the welcome mail or a booking confirmation again', async () => {
    await settle(office.t);
    const count = (pattern: RegExp) =>
      office.t.mailbox.list(customer.email).filter((mail) => pattern.test(mail.subject)).length;
    const welcomes = count(/^Welcome to Bidstay$/);
    const confirmations = count(/^Your Bidstay booking at .* is confirmed$/);
    const welcome = await office.asOperator(`/api/ops/customers/${customer.id}/resendWelcome`, { method: 'POST' });
    expect(welcome.json()).toEqual({ message: messages.ops.mailQueued });
    const confirmation = await office.asOperator(
      `/api/ops/customers/${customer.id}/bookings/${partnerOrderId}/resendConfirmation`,
      { method: 'POST' },
    );
    expect(confirmation.statusCode).toBe(200);
    await settle(office.t);
    expect(count(/^Welcome to Bidstay$/)).toBe(welcomes + 1);
    expect(count(/^Your Bidstay booking at .* is confirmed$/)).toBe(confirmations + 1);
    expect((await auditOf(`customer:${customer.id}`)).slice(0, 2)).toMatchObject([
      { action: 'booking-confirmation-resent', detail: { orderId: partnerOrderId } },
      { action: 'customer-welcome-resent' },
    ]);

    const otherCustomer = await createSignedInCustomer(office.t.app);
    const notTheirs = await office.asOperator(
      `/api/ops/customers/${otherCustomer.id}/bookings/${partnerOrderId}/resendConfirmation`,
      { method: 'POST' },
    );
    expect(notTheirs.statusCode).toBe(404);
    const unknown = await office.asOperator(`/api/ops/customers/${NO_SUCH_ID}/resendWelcome`, { method: 'POST' });
    expect(unknown.statusCode).toBe(404);
  });
});
