import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { MANUAL_HOTEL, SUPPLIER, apiToken, placeBid } from './bid-helpers';
import { createCustomer, expect, signInThroughApi, test, toast } from './fixtures';

// The push arrives through the service worker, which the config blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

type Arrival = { subscription: string; text: string };

/**
 * Chromium's own push service is Google's, out of reach offline: the browser subscribes through the sandbox push
 * service instead (as the development mode says), which the API then pushes to over the real protocol.
 */
function subscribeThroughSandbox() {
  const kept = 'e2e-push-subscription';
  const asSubscription = (json: { endpoint: string }) => ({
    endpoint: json.endpoint,
    toJSON: () => json,
    unsubscribe: async () => true,
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const response = await fetch('/sandbox/push/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: options?.applicationServerKey }),
    });
    const json = await response.json();
    localStorage.setItem(kept, JSON.stringify(json));
    return asSubscription(json) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const json = localStorage.getItem(kept);
    return (json ? asSubscription(JSON.parse(json)) : null) as unknown as PushSubscription | null;
  };
}

/** Hands the service worker a message as its push service would, through Chromium's DevTools. */
async function deliverToServiceWorker(context: BrowserContext, page: Page, text: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((one: { isDeleted: boolean }) => !one.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: text });
}

/** The partner counters the customer's bid of `amount` at the hotel, through the API. */
async function counterBid(page: Page, amount: number) {
  const headers = { Authorization: `Bearer ${await apiToken(page.request, SUPPLIER)}` };
  const pending = await page.request.get('/api/supplier/bids?status=pending&pageSize=100', { headers });
  const bids = ((await pending.json()) as { bids: { id: string; bid: number; listed_price: number }[] }).bids;
  const bid = bids.find((found) => Math.abs(found.bid - amount) < 0.005);
  expect(bid).toBeDefined();
  const counter = Math.round((bid!.bid + bid!.listed_price) * 50) / 100;
  const answered = await page.request.post(`/api/supplier/bids/${bid!.id}/counter`, {
    headers,
    data: { amount: counter },
  });
  expect(answered.ok()).toBe(true);
  return bid!.id;
}

test('a customer turns notifications on, the hotel counters, and the push opens the bid', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the service worker');
  test.slow(); // a bid, the hotel's answer and the push's way through the jobs
  await context.grantPermissions(['notifications']);
  await page.addInitScript(subscribeThroughSandbox);
  await signInThroughApi(page, await createCustomer(page.request));
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  await card.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(toast(page, 'This device will receive notifications.')).toBeVisible();
  const endpoint = await page.evaluate(
    () => JSON.parse(localStorage.getItem('e2e-push-subscription') ?? '{}').endpoint as string,
  );
  await expect(card).toContainText(new URL(endpoint).host);

  // Above the floor, which the sandbox keeps below 96 % of the listed price: a bid below it is answered at once.
  const amount = await placeBid(page, MANUAL_HOTEL, 0.98);
  const bidId = await counterBid(page, amount);

  const subscription = endpoint.split('/').pop();
  const arrived = async () => {
    const all = (await (await page.request.get('/api/dev/push')).json()) as Arrival[];
    return all.find((arrival) => arrival.subscription === subscription && arrival.text.includes(bidId));
  };
  await expect.poll(arrived, { timeout: 20_000 }).toBeDefined();
  const message = JSON.parse((await arrived())!.text) as { title: string; url: string };
  expect(message.title).toContain('counter-offer');
  expect(message.url).toBe(`/dashboard/mybids?bid=${bidId}`);

  await page.goto('/dashboard/profile');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await deliverToServiceWorker(context, page, (await arrived())!.text);
  const [worker] = context.serviceWorkers();
  await expect
    .poll(() =>
      worker!.evaluate(async () => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        return (await scope.registration.getNotifications()).map((shown) => shown.title);
      }),
    )
    .toContain(message.title);
  // Chromium shows no notification a test can click: the worker is handed the click the system would hand it.
  await worker!.evaluate(async (title) => {
    type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: ClickEvent };
    const notification = (await scope.registration.getNotifications()).find((shown) => shown.title === title);
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  }, message.title);
  await page.waitForURL(`**${message.url}`);
  await expect(page.getByText('counter-offer', { exact: false }).first()).toBeVisible();

  for (const width of [1366, 360]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: testInfo.outputPath(`push-opened-bid-${width}-${scheme}.png`) });
    }
  }
});

test('Chromium finds the app installable: manifest, icons and a controlling service worker', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'installability is a property of the site');
  // A test's usual context is off the record, where Chromium installs nothing: this one has a profile of its own.
  const profile = await mkdtemp(join(tmpdir(), 'bidstay-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the profile offers to install the app where the browser may, and says how on iOS', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the hint reads the browser, not the width');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInThroughApi(page, await createCustomer(page.request));
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card).toBeVisible();
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} });
    window.dispatchEvent(offer);
  });
  await expect(card.getByRole('button', { name: 'Install the app' })).toBeVisible();

  const iphone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const phone = await iphone.newPage();
  await signInThroughApi(phone, await createCustomer(phone.request));
  await phone.goto('/dashboard/profile');
  const hint = phone.getByRole('region', { name: 'Notifications' });
  await expect(hint).toContainText('Add to Home Screen');
  for (const scheme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme: scheme });
    await hint.screenshot({ path: testInfo.outputPath(`install-hint-ios-360-${scheme}.png`) });
    await page.emulateMedia({ colorScheme: scheme });
    await card.screenshot({ path: testInfo.outputPath(`install-hint-1366-${scheme}.png`) });
  }
  await iphone.close();
});
