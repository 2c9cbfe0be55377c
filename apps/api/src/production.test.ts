import { signatureHeader } from '@bidstay/sandbox/stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dayFromStart } from '../test/build-test-app.ts';
import { refusedStart, spawnApi, type ApiProcess } from '../test/spawn-api.ts';
import { SANDBOX_STRIPE_KEYS } from './config.ts';

/** A public demo as docs/deploy.md starts one (spawnApi sets JWT_SECRET). */
const DEMO = { NODE_ENV: 'production', SANDBOX: 'true', PUBLIC_URL: 'https://demo.bidstay.example' };

/**
 * Each process here runs on its own embedded PGlite, whichever driver the run tests: the PostgreSQL run would repeat
 * the same starts, so only the PGlite run makes them.
 */
describe.skipIf(Boolean(inject('postgresUrl')))('the built server as docs/deploy.md starts it', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    api = await spawnApi({ ...DEMO, SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(() => api?.stop());

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  describe('production with SANDBOX=true, a public demo', () => {
    it('has no account whose password is in the README', async () => {
      for (const [email, password] of [
        ['demo@bidstay.test', 'Demo12345'],
        ['supplier@bidstay.test', 'Supplier123'],
      ]) {
        const response = await postJson('/api/authenticateCustomer', { email, password });
        expect(response.status).toBe(401);
      }
    });

    it("lists only Bidstay's API in the OpenAPI document, and serves no dev route", async () => {
      const document = (await (await fetch(`${api.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
      const paths = Object.keys(document.paths);
      expect(paths.length).toBeGreaterThan(30);
      expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
      expect((await fetch(`${api.url}/api/dev/mailbox?to=a@example.com`)).status).toBe(404);
    });

    it('sends HSTS, its public address being https://', async () => {
      const response = await fetch(`${api.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect((await fetch(`${api.url}/`)).headers.get('strict-transport-security')).toContain('max-age=');
    });

    it('warns loudly that it runs on PGlite (issue 52, item 11)', () => {
      expect(api.output()).toContain('NODE_ENV=production on the embedded PGlite');
    });

    it("refuses the emulators' keys written in the source, and its own partner client still prices rooms (issue 52, item 12)", async () => {
      const orders = await postJson(
        '/sandbox/etg/api/b2b/v3/hotel/order/info/',
        {
          ordering: { ordering_type: 'desc', ordering_by: 'created_at' },
          pagination: { page_size: 10, page_number: 1 },
        },
        { authorization: `Basic ${Buffer.from('1000:sandbox-key').toString('base64')}` },
      );
      expect(orders.status).toBe(401);
      const session = await fetch(`${api.url}/sandbox/stripe/v1/checkout/sessions/cs_anyone`, {
        headers: { authorization: `Bearer ${SANDBOX_STRIPE_KEYS.secretKey}` },
      });
      expect(session.status).toBe(401);
      const event = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: 'cs_forged' } },
      });
      const forged = await fetch(`${api.url}/api/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(event, SANDBOX_STRIPE_KEYS.webhookSecret, Math.floor(Date.now() / 1000)),
        },
        body: event,
      });
      expect(forged.status).toBe(400);

      const [region] = (await (await fetch(`${api.url}/api/regions`)).json()) as { id: number }[];
      const hids = (await (await postJson('/api/getListOfHotels', { region_id: region!.id })).json()) as number[];
      const stay = { checkin: dayFromStart(30), checkout: dayFromStart(32) };
      let rates = 0;
      for (const hid of hids.slice(0, 10)) {
        const page = await postJson('/api/hotelPage', { ...stay, hid });
        expect(page.status).toBe(200);
        rates += ((await page.json()) as { hotels: { rates: unknown[] }[] }).hotels[0]?.rates.length ?? 0;
      }
      expect(rates).toBeGreaterThan(0);
    });
  });

  describe('what each mode refuses, as the built server starts (docs/deploy.md)', () => {
    it.each([
      [
        'the real partner with the sandbox payments, in development',
        { ETG_KEY_ID: '42', ETG_API_KEY: 'key' },
        "Invalid configuration: the partner is real (ETG_KEY_ID and ETG_API_KEY) but payments are the sandbox's; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or unset the partner's keys",
      ],
      [
        'a real party in a public demo',
        { ...DEMO, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' },
        'Invalid configuration: SANDBOX=true runs every outside party on the sandbox; unset SMTP_URL',
      ],
      [
        'a public demo on plain HTTP',
        { ...DEMO, PUBLIC_URL: 'http://demo.bidstay.example' },
        "Invalid configuration: NODE_ENV=production needs PUBLIC_URL, the site's https:// address",
      ],
      [
        'a public demo without JWT_SECRET',
        { ...DEMO, JWT_SECRET: '' },
        'Invalid configuration: NODE_ENV=production needs JWT_SECRET, the same in every process',
      ],
      [
        'TRUST_PROXY=true in production',
        { ...DEMO, TRUST_PROXY: 'true' },
        "Invalid configuration: TRUST_PROXY=true lets any client choose its address; with NODE_ENV=production set the proxies' addresses, comma-separated",
      ],
    ])('refuses %s: exit code 1 and one line naming the variables', async (_case, env, message) => {
      const { code, output } = await refusedStart(env);
      expect(code).toBe(1);
      expect(output).toBe(`${message}\n`);
    });
  });
});
