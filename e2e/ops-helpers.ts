import { messages } from '@bidstay/contract';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violationsInMode } from './axe-helpers';
import { shoot } from './bid-guidance-helpers';
import { bookThroughApi } from './booking-helpers';
import {
  asClient,
  createCustomer,
  signInThroughApi,
  signInThroughForm,
  toast,
  uniqueEmail,
  waitForMail,
  type Credentials,
} from './fixtures';

/** The README's demo operator; the desktop specs enrol its second factor. */
export const DEMO_OPERATOR: Credentials = { email: 'ops@bidstay.test', password: 'Operator123' };
/** Created by start-server.mjs for the phone specs, which run beside the desktop ones. */
export const PHONE_OPERATOR: Credentials = { email: 'ops-phone@bidstay.test', password: 'Operator123' };
/**
 * Created by start-server.mjs without a second factor (the ops specs enrol the two above): the partner and customer
 * specs sign in as it with its password alone.
 */
export const PEOPLE_OPERATOR: Credentials = { email: 'ops-partners@bidstay.test', password: 'Operator123' };
export const PARTNER_PASSWORD = 'Partner789';

const STEP_MS = 30_000;

/**
 * The operator a story that enrols a second factor signs in as: on a retry, the twin start-server.mjs created for it
 * (`-retry` before the @), as the first try may have enrolled the operator already and taken the secret with it.
 */
export function forThisTry(operator: Credentials): Credentials {
  if (test.info().retry === 0) return operator;
  return { ...operator, email: operator.email.replace('@', '-retry@') };
}

/**
 * What the operator's authenticator app would show `stepsAhead` steps from now. The API takes each step's code once
 * and a code of the next step too, so a sign-in right after the enrolment uses the next step's.
 */
export function totpCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_MS / 1000 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * STEP_MS });
}

async function submitPassword(page: Page, { email, password }: Credentials) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Sets up the second factor on the Security page; answers the secret, read as the operator would type it. */
async function enrol(page: Page, shots: string) {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  expect(await violationsInMode(page, 'enrolment')).toEqual([]);
  await shoot(page, `${shots}-security-qr`);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('they are shown only this once')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await violationsInMode(page, 'recovery codes')).toEqual([]);
  await shoot(page, `${shots}-recovery-codes`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('bidstay-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('second-factor-on')).toContainText('You have 10 unused recovery codes.');
  return secret;
}

/**
 * An operator's first sign-in, led to Security; the second factor enrolled, then a sign-in with the app's code that
 * opens the audit with the enrolment in it.
 */
export async function operatorStory(page: Page, firstTry: Credentials, shots: string) {
  const operator = forThisTry(firstTry);
  await submitPassword(page, operator);
  await expect(page).toHaveURL('/ops/security');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByTestId('enrol-first')).toContainText('required in production');
  await page.getByTestId('enrol-first').getByRole('link', { name: 'Set up now' }).click();
  await expect(page).toHaveURL('/ops/security');
  const secret = await enrol(page, shots);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await submitPassword(page, operator);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('That code is not valid.')).toBeVisible();
  await code.fill(totpCode(secret, 1));
  await shoot(page, `${shots}-signin-code`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL('/ops/operations');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('searchbox', { name: 'Search the audit' }).fill(operator.email);
  const entries = page.getByTestId('audit-entry');
  // Until the search applies, the audit shows every operator's entries, other specs' among them.
  await expect(entries.filter({ hasNotText: operator.email })).toHaveCount(0);
  for (const action of ['signed-in', 'second-factor-enrolled', 'second-factor-started'])
    await expect(entries.filter({ hasText: action }).first()).toBeVisible();
  await expect(entries.first()).toContainText('signed-in');
  expect(await violationsInMode(page, 'audit')).toEqual([]);
  await shoot(page, `${shots}-audit`);
}

/** Created by start-server.mjs for the Operations specs, which sign in with its password alone. */
export const OPERATIONS_OPERATOR: Credentials = { email: 'ops-operations@bidstay.test', password: 'Operator123' };

/** A client error as a browser reports it, through the public visitor log route. */
async function reportClientError(page: Page, error: string, browser: number, on: string) {
  const response = await page.request.post('/api/log/createVisitorLog', {
    data: { error, browser, page: on },
    headers: asClient(),
  });
  expect(response.status()).toBe(204);
}

type FailedMailSeen = { id: number; to: string; attempts: number; lastError: string | null };

/** The failed mail to `to`, as the operator signed in on `page` reads it through the API. */
async function failedMailTo(page: Page, to: string): Promise<FailedMailSeen | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/ops/mails?state=failed', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { mails } = (await response.json()) as { mails: FailedMailSeen[] };
  return mails.find((mail) => mail.to === to);
}

/** A sandbox relay refuses for good any address under .invalid, a domain RFC 6761 reserves: its mail fails at once. */
const REFUSED_REPLY = '550 5.1.2';

/**
 * The welcome mail of a customer whose address no mail can reach failed for good at its one try: the operator retries
 * it after a confirmation, it is tried exactly once more and refused again, and the audit has the retry.
 */
export async function retryRefusedMail(page: Page, to: string, shots: string) {
  const card = page.getByTestId('failed-mail').filter({ hasText: to });
  await expect(card).toContainText(REFUSED_REPLY);
  await expect(card).toContainText('1 try');
  await card.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: /^Retry mail #\d+$/ });
  await expect(dialog).toContainText(messages.operations.confirmRetryMail);
  await expect(dialog).toContainText(`welcome to ${to}`);
  await shoot(page, `${shots}-retry-mail`);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(toast(page, messages.ops.mailQueued)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await failedMailTo(page, to))?.attempts, { timeout: 20_000 }).toBe(2);
  const { id } = (await failedMailTo(page, to))!;
  await page.reload();
  await expect(card).toContainText('2 tries');
  await expect(card).toContainText(REFUSED_REPLY);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, `${shots}-mail-refused-again`);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('searchbox', { name: 'Search the audit' }).fill(`mail:${id}`);
  const retried = page.getByTestId('audit-entry').filter({ hasText: 'mail-retried' });
  await expect(retried).toHaveCount(1);
  await retried.scrollIntoViewIfNeeded();
  await shoot(page, `${shots}-mail-retried-audit`);
}

/** The refused mail, retried in vain, is discarded after a confirmation: it leaves the list, and the audit has it. */
export async function discardRefusedMail(page: Page, to: string, shots: string) {
  const { id } = (await failedMailTo(page, to))!;
  await page.goto('/ops/operations');
  const card = page.getByTestId('failed-mail').filter({ hasText: to });
  await card.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('dialog', { name: `Discard mail #${id}` });
  await expect(dialog).toContainText(messages.operations.confirmDiscardMail);
  await shoot(page, `${shots}-discard-mail`);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(toast(page, messages.operations.mailDiscarded)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await failedMailTo(page, to)).toBeUndefined();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('searchbox', { name: 'Search the audit' }).fill(`mail:${id}`);
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'mail-discarded' })).toHaveCount(1);
}

/**
 * An operator opens Operations: a client error reported twice, by Chrome and by Safari, is one group with a count per
 * browser; a new customer's welcome mail is among the jobs, found by the counts' link and by the type filter; the
 * welcome mail of a customer at an address no mail reaches is among the failed mails (answered, for retryRefusedMail).
 */
/** A new customer's device subscribed through the sandbox push service, sent a test notification. */
async function pushTestNotification(request: APIRequestContext) {
  const customer = await createCustomer(request);
  const session = await request.post('/api/authenticateCustomer', { data: customer, headers: asClient() });
  const headers = { authorization: `Bearer ${(await session.json()).access_token}` };
  const { publicKey } = await (await request.get('/api/push/key')).json();
  const subscription = await (
    await request.post('/sandbox/push/subscribe', { data: { applicationServerKey: publicKey } })
  ).json();
  expect((await request.post('/api/push/subscriptions', { data: subscription, headers })).status()).toBe(201);
  expect((await request.post('/api/push/test', { headers })).ok()).toBe(true);
}

export async function operationsStory(page: Page, shots: string) {
  const error = `TypeError: operations ${Date.now()} reading 'rooms'`;
  await reportClientError(page, error, 1, '/faq');
  await reportClientError(page, error, 4, '/blog');
  await createCustomer(page.request);
  const refused = uniqueEmail('refused').replace(/@.*$/, '@bidstay.invalid');
  await createCustomer(page.request, refused);
  await pushTestNotification(page.request);
  await signInThroughApi(page, OPERATIONS_OPERATOR);
  await expect.poll(async () => (await failedMailTo(page, refused))?.attempts, { timeout: 20_000 }).toBe(1);
  await page.goto('/ops/operations');
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();

  const group = page.getByTestId('visitor-log-group').filter({ hasText: error });
  await expect(group.getByTestId('browser-1')).toHaveText('Chrome 1');
  await expect(group.getByTestId('browser-4')).toHaveText('Safari 1');
  await expect(group.getByTestId('browser-2')).toHaveText('Firefox 0');
  await expect(group.getByRole('list', { name: 'Pages' }).getByRole('link')).toHaveText(['/blog', '/faq']);

  const pushes = page.getByRole('region', { name: 'Pushes' });
  await page.getByLabel('Push state').selectOption('done');
  await expect(pushes.getByTestId('push-delivery').first()).toContainText('Sent');

  await page.getByLabel('Type', { exact: true }).selectOption('mail');
  await expect(page).toHaveURL(/type=mail/);
  await expect(page.getByTestId('job').first()).toContainText('mail');
  await page.getByLabel('State', { exact: true }).selectOption('failed');
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByTestId('jobs-empty').or(page.getByTestId('job').first())).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption('');
  await page.getByLabel('Type', { exact: true }).selectOption('');
  await expect(page.getByTestId('job').first()).toBeVisible();
  expect(await violationsInMode(page, 'operations')).toEqual([]);
  await shoot(page, `${shots}-operations`, { fullPage: true });
  return { refused };
}

/** The one-time link of the invitation mailed to `email`. */
export async function invitationLink(request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, 'You are invited to Bidstay');
  const link = /\/partner-invitation\?token=[^\s"<]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** Opens the invitation's link and fills in the partner's first password, not sent yet. */
export async function fillPartnerPassword(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(PARTNER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PARTNER_PASSWORD);
}

/** Sends the filled-in password, signs in and finds the hotel among the partner's own in the supplier console. */
export async function partnerSeesHotel(page: Page, email: string, hotel: RegExp) {
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(toast(page, messages.ops.passwordSet)).toBeVisible();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, { email, password: PARTNER_PASSWORD });
  await expect(page).toHaveURL(/\/supplier/);
  await page.goto('/supplier/rules');
  await page.getByLabel('Find a hotel').pressSequentially('golden falcon');
  await expect(page.getByRole('listbox', { name: 'Hotel' }).getByRole('option', { name: hotel })).toHaveCount(1);
}

/** Opens a back-office page as an operator signed in through the API. */
export async function openBackOffice(page: Page, path: string, operator = PEOPLE_OPERATOR) {
  await signInThroughApi(page, operator);
  await page.goto(path);
  // The back office's code loads with its first page, after the sign-in's: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function scanAndShoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await violationsInMode(page, name)).toEqual([]);
  await shoot(page, name, { fullPage: true });
}

const GOLDEN_FALCON = /^Golden Falcon Hotel/;

/** Opens the confirmation of `action` ("Deactivate customer") on the account named `name`. */
async function askTo(page: Page, action: string, name: string) {
  await page.getByRole('button', { name: action }).click();
  const [verb] = action.split(' ');
  return page.getByRole('dialog', { name: `${verb} ${name}?` });
}

/** Confirms `action`, and waits for its toast and the account's new status. */
async function confirmTo(page: Page, dialog: Locator, action: string, done: string, status: string) {
  await dialog.getByRole('button', { name: action }).click();
  await expect(toast(page, done)).toBeVisible();
  await expect(page.getByTestId('account-status').getByText(status, { exact: true })).toBeVisible();
}

/** Deactivates or reactivates the open partner or customer through its confirmation. */
async function setActive(page: Page, action: string, name: string, done: string, status: string) {
  await confirmTo(page, await askTo(page, action, name), action, done, status);
}

/**
 * An operator invites a partner on the Partners page (a taken e-mail is refused on its field), assigns a hotel found
 * in the catalogue, and the partner sets a password from the mailed link and finds that hotel in its console.
 */
/** Unassigning a hotel asks first: cancelled, the hotel stays; confirmed, it goes. It is then assigned again. */
async function unassignAfterConfirming(page: Page, shots: string) {
  const assigned = page.getByRole('list', { name: 'Assigned hotels' }).getByTestId('partner-hotel');
  const unassign = page.getByRole('button', { name: /^Unassign Golden Falcon Hotel/ });
  const dialog = page.getByRole('dialog', { name: /^Unassign Golden Falcon Hotel.*\?$/ });
  await unassign.click();
  await expect(dialog).toContainText(messages.ops.confirmUnassignHotel);
  expect(await violationsInMode(page, 'unassign hotel')).toEqual([]);
  await shoot(page, `${shots}-unassign-hotel`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(assigned).toHaveText([GOLDEN_FALCON]);

  await unassign.click();
  await dialog.getByRole('button', { name: 'Unassign hotel' }).click();
  await expect(toast(page, messages.ops.hotelUnassigned)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('partner-hotels-empty')).toBeVisible();
  await page.getByTestId('catalogue-hotel').filter({ hasText: GOLDEN_FALCON }).first().getByRole('button').click();
  await expect(assigned).toHaveText([GOLDEN_FALCON]);
}

export async function partnerStory(page: Page, browser: Browser, shots: string) {
  await openBackOffice(page, '/ops/partners');
  await expect(page.getByTestId('partner-row').first()).toBeVisible();
  await scanAndShoot(page, `${shots}-partners`);

  await page.getByRole('button', { name: 'Invite partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a partner' });
  await dialog.getByLabel('E-mail').fill(PEOPLE_OPERATOR.email);
  await dialog.getByLabel('Name').fill('Golden Falcon Group');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(messages.ops.emailTaken)).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveClass(/is-invalid/);
  expect(await violationsInMode(page, 'invite partner')).toEqual([]);
  await shoot(page, `${shots}-invite-partner`);
  const email = uniqueEmail('partner');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, messages.ops.partnerInvited)).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Golden Falcon Group' })).toBeVisible();
  await expect(page.getByTestId('partner-email')).toHaveText(email);
  await expect(page.getByTestId('partner-hotels-empty')).toBeVisible();
  const find = page.getByLabel('Find a hotel of the catalogue by name, city or hotel id');
  await find.fill('golden');
  await expect(page.getByTestId('catalogue-more')).toBeVisible();
  await find.fill('golden falcon');
  await page.getByTestId('catalogue-hotel').filter({ hasText: GOLDEN_FALCON }).first().getByRole('button').click();
  await expect(toast(page, messages.ops.hotelAssigned)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Assigned hotels' }).getByTestId('partner-hotel')).toHaveText([
    GOLDEN_FALCON,
  ]);
  await scanAndShoot(page, `${shots}-partner`);
  await unassignAfterConfirming(page, shots);
  await setActive(page, 'Deactivate partner', 'Golden Falcon Group', messages.ops.partnerDeactivated, 'Deactivated');
  await setActive(page, 'Reactivate partner', 'Golden Falcon Group', messages.ops.partnerReactivated, 'Active');

  const partner = await browser.newPage({ viewport: page.viewportSize() });
  await fillPartnerPassword(partner, await invitationLink(page.request, email));
  await partnerSeesHotel(partner, email, GOLDEN_FALCON);
  await partner.close();
}

/** A customer's sign-in through the API, which a deactivated account cannot pass. */
async function canSignIn(request: APIRequestContext, customer: Credentials) {
  const response = await request.post('/api/authenticateCustomer', { data: customer, headers: asClient() });
  return response.ok();
}

/** How many booking confirmations the sandbox mailbox holds for `to`. */
async function confirmationsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { subject: string }[];
  return mails.filter((mail) => / is confirmed$/.test(mail.subject)).length;
}

/**
 * An operator finds a customer with a booking by e-mail, sends its confirmation again, then deactivates (the customer
 * can no longer sign in) and reactivates them, each after a confirmation.
 */
export async function customerStory(page: Page, customer: Credentials, shots: string) {
  await bookThroughApi(page.request, customer);
  await openBackOffice(page, '/ops/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.email);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await scanAndShoot(page, `${shots}-customers`);
  await page.getByRole('link', { name: customer.email }).click();

  await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible();
  const booking = page.getByTestId('customer-booking');
  await expect(booking).toHaveCount(1);
  await booking.getByRole('button', { name: /^Resend the confirmation/ }).click();
  await expect(toast(page, messages.ops.mailQueued)).toBeVisible();
  await expect.poll(() => confirmationsTo(page.request, customer.email), { timeout: 20_000 }).toBe(2);
  await scanAndShoot(page, `${shots}-customer`);

  const confirm = await askTo(page, 'Deactivate customer', customer.email);
  await expect(confirm).toContainText(messages.ops.confirmDeactivateCustomer);
  expect(await violationsInMode(page, 'deactivate customer')).toEqual([]);
  await shoot(page, `${shots}-deactivate-customer`);
  await confirmTo(page, confirm, 'Deactivate customer', messages.ops.customerDeactivated, 'Deactivated');
  expect(await canSignIn(page.request, customer)).toBe(false);
  await setActive(page, 'Reactivate customer', customer.email, messages.ops.customerReactivated, 'Active');
  expect(await canSignIn(page.request, customer)).toBe(true);
}
