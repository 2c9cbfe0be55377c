import type { BrowserContext, Page } from '@playwright/test';
import { createCustomer, expect, signInThroughApi, test } from './fixtures';

// The push arrives through the service worker, which the config blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

type Shown = { title: string; body: string; url: string };

/** Delivers a push message to the page's service worker as its push service would, through Chromium's DevTools. */
async function deliverPush(context: BrowserContext, page: Page, message: object) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((one: { isDeleted: boolean }) => !one.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify(message),
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown): Shown => ({
      title: shown.title,
      body: shown.body,
      url: (shown.data as { url: string }).url,
    }));
  });

test('a counter-offer pushed to the service worker is shown as a notification linking to the bid', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the service worker');
  await context.grantPermissions(['notifications']);
  await signInThroughApi(page, await createCustomer(request));
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'A hotel makes a counter-offer by push' })).toBeChecked();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  const message = {
    title: 'Hotel Stockholm made you a counter-offer',
    body: '180.00 EUR instead of 150.00 EUR, valid until Tue 8 Dec 2026, 10:00 (Europe/Stockholm). Book it or decline.',
    url: '/dashboard/mybids?bid=e2e-bid',
    tag: 'bid-e2e-bid',
  };
  await deliverPush(context, page, message);
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: message.title,
      body: message.body,
      url: message.url,
    });

  for (const width of [1366, 360]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await card.screenshot({ path: testInfo.outputPath(`notifications-${width}-${scheme}.png`) });
    }
  }
});

test('the app is installable: its manifest, icons and service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { display: string; icons: { src: string; purpose: string }[] };
  expect(body.display).toBe('standalone');
  expect(body.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
  for (const icon of body.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  expect((await request.get('/sw.js')).ok()).toBe(true);
  expect((await request.get('/offline.html')).ok()).toBe(true);
});
