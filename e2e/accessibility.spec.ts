import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookNow, bookThroughApi, fillGuests, paymentFrame } from './booking-helpers';
import { expect, signInThroughApi, test } from './fixtures';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/** The demo partner the e2e server seeds. */
const SUPPLIER = { email: 'supplier@bidstay.test', password: 'Supplier123' };

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
 * axe's findings on the page as it stands. Legacy mode runs axe in the page itself, where the default opens a blank
 * page after each audit to gather its results in, and cost this file half its time on a 2-core machine. It audits
 * same-origin frames only, which ours are: the payment frame is the sandbox's, on the app's origin.
 */
async function audit(page: Page) {
  await page.waitForTimeout(500);
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations of an audit, named after `label`. */
function serious({ violations }: AxeResults, label: string) {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

const violationsHere = async (page: Page, label: string) => serious(await audit(page), label);

/** Whether the audit reached into a frame: a node's target has a selector for each frame it is in. */
const auditedAFrame = ({ passes }: AxeResults) =>
  passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));

async function cityAndHotel(page: Page) {
  const [region] = (await (await page.request.get('/api/regions')).json()) as { id: number }[];
  const hids = (await (
    await page.request.post('/api/getListOfHotels', { data: { region_id: region!.id } })
  ).json()) as number[];
  return [`/city/${region!.id}`, `/hotel/${hids[0]}`];
}

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
      for (const path of ['/supplier', '/supplier/rules']) problems.push(...(await seriousViolations(page, path)));
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
      await paymentFrame(page).getByLabel('Card number').waitFor(); // the frame's page, not only its element
      const payment = await audit(page);
      expect(auditedAFrame(payment)).toBe(true);
      problems.push(...serious(payment, '/hotel-booking (payment)'));
      problems.push(...(await seriousViolations(page, '/hotel-booking/confirmation')));
      problems.push(...(await seriousViolations(page, '/dashboard/mybookings')));
      await page.getByRole('button', { name: 'View' }).first().click();
      await page.getByRole('button', { name: 'Show cancellation policy' }).click();
      problems.push(...(await violationsHere(page, '/dashboard/mybookings (booking details)')));
      expect(problems).toEqual([]);
    });
  });
}
