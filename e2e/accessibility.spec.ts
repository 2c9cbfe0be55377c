import type { Page } from '@playwright/test';
import { violationsInMode } from './axe-helpers';
import { bookNow, bookThroughApi, fillGuests } from './booking-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/** The demo partner the e2e server seeds. */
const SUPPLIER = { email: 'supplier@bidstay.test', password: 'Supplier123' };

/** What a colour mode can change; the other rules read the markup, which both modes share. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const PUBLIC_PAGES = ['/home', '/signin', '/signup', '/forgot-password', '/faq', '/terms', '/blog', '/bidding'];
const CUSTOMER_PAGES = [
  '/dashboard/profile',
  '/dashboard/mywishlist',
  '/dashboard/mybids',
  '/dashboard/mybookings',
  '/dashboard/delete',
  '/dashboard/helpcenter',
];

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  return violationsHere(page, path);
}

/**
 * What axe finds on the page as it stands, in the light colour mode and then the dark one, named after `label`.
 * The page follows the system's mode (its theme is 'auto'), so each mode is a media change, not a new load;
 * the dark mode is audited by the colour rules only, as the markup is the same.
 */
async function violationsHere(page: Page, label: string) {
  await page.waitForTimeout(500);
  const light = await violationsInMode(page, label);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('html[data-bs-theme="dark"]').waitFor({ state: 'attached' });
  const dark = await violationsInMode(page, `${label} (dark)`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
  return [...light, ...dark];
}

async function cityAndHotel(page: Page) {
  const [region] = (await (await page.request.get('/api/regions')).json()) as { id: number }[];
  const hids = (await (
    await page.request.post('/api/getListOfHotels', { data: { region_id: region!.id } })
  ).json()) as number[];
  return [`/city/${region!.id}`, `/hotel/${hids[0]}`];
}

// Each audit stands alone and the file is the suite's longest: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('public pages have no serious or critical violation', async ({ page }) => {
      test.slow(); // some fifteen pages, each loaded and audited in turn
      const problems = [];
      for (const path of [...PUBLIC_PAGES, ...(await cityAndHotel(page))])
        problems.push(...(await seriousViolations(page, path)));
      expect(problems).toEqual([]);
    });

    test("a hotel partner's console has no serious or critical violation", async ({ page }) => {
      await signInThroughApi(page, SUPPLIER);
      const problems = [];
      for (const path of ['/supplier', '/supplier/rules', '/supplier/dashboard'])
        problems.push(...(await seriousViolations(page, path)));
      expect(problems).toEqual([]);
    });

    test("a signed-in customer's pages have no serious or critical violation", async ({ page, customer }) => {
      test.slow(); // six pages, each loaded and audited in turn
      await signInThroughApi(page, customer);
      const problems = [];
      for (const path of CUSTOMER_PAGES) problems.push(...(await seriousViolations(page, path)));
      expect(problems).toEqual([]);
    });

    test('the booking flow and My Bookings have no serious or critical violation', async ({ page, customer }) => {
      test.slow(); // a booking paid through the card frame, then five screens audited
      await signInThroughApi(page, customer);
      await bookThroughApi(page.request, customer);
      const problems = [];
      await bookNow(page);
      await fillGuests(page);
      problems.push(...(await violationsHere(page, '/hotel-booking')));
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByTitle('Payment').waitFor();
      problems.push(...(await violationsHere(page, '/hotel-booking (payment)')));
      problems.push(...(await seriousViolations(page, '/hotel-booking/confirmation')));
      problems.push(...(await seriousViolations(page, '/dashboard/mybookings')));
      await page.getByRole('button', { name: 'View' }).first().click();
      await page.getByRole('button', { name: 'Show cancellation policy' }).click();
      problems.push(...(await violationsHere(page, '/dashboard/mybookings (booking details)')));
      expect(problems).toEqual([]);
    });
  });
}
