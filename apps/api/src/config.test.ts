import { CHANCES_PER_MINUTE } from '@bidstay/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig, startWarnings } from './config.ts';

const DATA_DIR = '/tmp/bidstay-config-test';

/** A public demo as docs/deploy.md starts one: production on the sandboxes, with its site's address and JWT secret. */
const DEMO = {
  DATA_DIR,
  NODE_ENV: 'production',
  SANDBOX: 'true',
  PUBLIC_URL: 'https://demo.bidstay.example',
  JWT_SECRET: 'x'.repeat(32),
};

/** The real partner's keys (ETG_BASE_URL left to its default, ETG's production server). */
const PARTNER = { ETG_KEY_ID: '42', ETG_API_KEY: 'key' };

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('configuration', () => {
  it('listens on loopback only in development, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it("allows SPEC's chance answers a minute, unless CHANCE_LIMIT_PER_MINUTE says otherwise", () => {
    expect(loadConfig({ DATA_DIR }).chanceLimitPerMinute).toBe(CHANCES_PER_MINUTE);
    expect(loadConfig({ DATA_DIR, CHANCE_LIMIT_PER_MINUTE: '1000' }).chanceLimitPerMinute).toBe(1000);
    expect(() => loadConfig({ DATA_DIR, CHANCE_LIMIT_PER_MINUTE: '0' })).toThrow(/CHANCE_LIMIT_PER_MINUTE/);
  });

  it("gives each client a twentieth of the partner's window, unless BROWSE_SHARE_PERCENT says otherwise", () => {
    expect(loadConfig({ DATA_DIR }).browseSharePercent).toBe(5);
    expect(loadConfig({ DATA_DIR, BROWSE_SHARE_PERCENT: '100' }).browseSharePercent).toBe(100);
    for (const wrong of ['0', '101', '2.5'])
      expect(() => loadConfig({ DATA_DIR, BROWSE_SHARE_PERCENT: wrong })).toThrow(/BROWSE_SHARE_PERCENT/);
  });

  it('refuses a value it cannot use, and one key of a pair without the other, naming them', () => {
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: 'short' })).toThrow(
      /^Invalid configuration: JWT_SECRET must be at least 32 characters$/,
    );
    expect(() => loadConfig({ DATA_DIR, ETG_KEY_ID: '42' })).toThrow(
      /^Invalid configuration: set both ETG_KEY_ID and ETG_API_KEY, or neither$/,
    );
    expect(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /^Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither$/,
    );
  });
});

describe('production mode', () => {
  const REAL = { ...DEMO, SANDBOX: 'false', ...PARTNER, ...STRIPE, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' };

  it('refuses to start without the real partner, card and SMTP settings, naming them in one line', () => {
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: NODE_ENV=production needs real services; set ETG_KEY_ID and ETG_API_KEY, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, SMTP_URL \(or SANDBOX=true for a public demo\)$/,
    );
    expect(() => loadConfig({ ...REAL, SMTP_URL: '' })).toThrow(/set SMTP_URL \(/);
    expect(loadConfig(REAL).seedDemo).toBe(false);
  });

  it('refuses the test clock', () => {
    expect(() => loadConfig({ ...DEMO, TEST_CLOCK: 'true' })).toThrow(
      /^Invalid configuration: TEST_CLOCK cannot be set with NODE_ENV=production$/,
    );
  });

  it('refuses a password cost below the default, and takes a higher one', () => {
    expect(() => loadConfig({ ...DEMO, PASSWORD_COST: '13' })).toThrow(
      /^Invalid configuration: PASSWORD_COST cannot be below 14 with NODE_ENV=production$/,
    );
    expect(loadConfig(DEMO).passwordCost).toBe(14);
    expect(loadConfig({ ...DEMO, PASSWORD_COST: '15' }).passwordCost).toBe(15);
  });

  it('with SANDBOX=true starts on the sandboxes, but seeds no demo account', () => {
    const config = loadConfig({ ...DEMO, SEED_DEMO: 'true' });
    expect(config).toMatchObject({ etg: undefined, stripe: undefined, seedDemo: false, host: '0.0.0.0' });
  });
});
describe('the real partner with the sandbox payments (issue 52, item 2)', () => {
  const REFUSED =
    /^Invalid configuration: the partner is real \(ETG_KEY_ID and ETG_API_KEY\) but payments are the sandbox's; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or unset the partner's keys$/;

  it('is refused in development, in tests and in a public demo, naming the missing Stripe keys', () => {
    expect(() => loadConfig({ DATA_DIR, ...PARTNER })).toThrow(REFUSED);
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'test', ...PARTNER })).toThrow(REFUSED);
    expect(() => loadConfig({ ...DEMO, ...PARTNER })).toThrow(REFUSED);
    expect(() => loadConfig({ DATA_DIR, ...PARTNER, ETG_BASE_URL: 'https://api-sandbox.worldota.net' })).toThrow(
      REFUSED,
    );
  });

  it('starts with real Stripe keys, and with the sandbox partner in a process of its own on this machine', () => {
    expect(loadConfig({ DATA_DIR, ...PARTNER, ...STRIPE }).etg?.keyId).toBe('42');
    const local = loadConfig({ DATA_DIR, ...PARTNER, ETG_BASE_URL: 'http://127.0.0.1:4010/sandbox/etg' });
    expect(local).toMatchObject({ etg: { baseUrl: 'http://127.0.0.1:4010/sandbox/etg' }, stripe: undefined });
  });
});

describe('SANDBOX=true: every outside party is the sandbox', () => {
  it('refuses any real party, naming the variables to unset, in every mode', () => {
    const refused = (vars: Record<string, string>, named: string) =>
      expect(() => loadConfig({ ...DEMO, ...vars })).toThrow(
        new RegExp(`^Invalid configuration: SANDBOX=true runs every outside party on the sandbox; unset ${named}$`),
      );
    refused(STRIPE, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    refused({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }, 'SMTP_URL');
    refused({ ...PARTNER, ...STRIPE }, 'ETG_KEY_ID and ETG_API_KEY, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(() => loadConfig({ DATA_DIR, SANDBOX: 'true', SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(
      /^Invalid configuration: SANDBOX=true runs every outside party on the sandbox; unset SMTP_URL$/,
    );
  });
});

describe('TRUST_PROXY (issue 52, item 6)', () => {
  it('refuses `true` in production, a public demo included, and takes the proxies’ addresses', () => {
    expect(() => loadConfig({ ...DEMO, TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY=true lets any client choose its address; with NODE_ENV=production set the proxies' addresses, comma-separated$/,
    );
    expect(loadConfig({ ...DEMO, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('warns about `true` in development', () => {
    const config = loadConfig({ DATA_DIR, TRUST_PROXY: 'true' });
    expect(config.trustProxy).toBe(true);
    expect(startWarnings(config)).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true lets any client choose its address/),
    ]);
    expect(startWarnings(loadConfig({ DATA_DIR, TRUST_PROXY: '127.0.0.1' }))).toEqual([]);
  });
});

describe('the public site in production (issue 52, item 11)', () => {
  const REFUSED = (missing: string) => new RegExp(`^Invalid configuration: NODE_ENV=production needs ${missing}$`);

  it('refuses a start without an https PUBLIC_URL, a public demo included', () => {
    const needsUrl = REFUSED("PUBLIC_URL, the site's https:// address");
    expect(() => loadConfig({ ...DEMO, PUBLIC_URL: '' })).toThrow(needsUrl);
    expect(() => loadConfig({ ...DEMO, PUBLIC_URL: 'http://demo.bidstay.example' })).toThrow(needsUrl);
    expect(() =>
      loadConfig({ ...DEMO, SANDBOX: 'false', ...PARTNER, ...STRIPE, SMTP_URL: 'smtp://mail.example', PUBLIC_URL: '' }),
    ).toThrow(needsUrl);
  });

  it('refuses a start without JWT_SECRET, a public demo included, and names both when both miss', () => {
    expect(() => loadConfig({ ...DEMO, JWT_SECRET: '' })).toThrow(REFUSED('JWT_SECRET, the same in every process'));
    expect(() => loadConfig({ ...DEMO, JWT_SECRET: '', PUBLIC_URL: '' })).toThrow(
      REFUSED("PUBLIC_URL, the site's https:// address, and JWT_SECRET, the same in every process"),
    );
  });

  it('warns loudly on PGlite, and not on PostgreSQL', () => {
    expect(startWarnings(loadConfig(DEMO))).toEqual([
      expect.stringMatching(/^NODE_ENV=production on the embedded PGlite/),
    ]);
    const postgres = { ...DEMO, DATABASE_URL: 'postgres://db.internal/bidstay' };
    expect(startWarnings(loadConfig({ ...postgres, ...webPushKeys() }))).toEqual([]);
    expect(startWarnings(loadConfig({ DATA_DIR }))).toEqual([]);
  });
});

describe('Web Push keys (issue 56)', () => {
  it('are generated once and kept in DATA_DIR, like the JWT secret', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidstay-vapid-'));
    const first = loadConfig({ DATA_DIR: dataDir }).push.vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid.publicKey).toBe(first.publicKey);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither', () => {
    const keys = webPushKeys();
    expect(loadConfig({ DATA_DIR, ...keys }).push.vapid.publicKey).toBe(keys.VAPID_PUBLIC_KEY);
    expect(() => loadConfig({ DATA_DIR, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('are warned of in production on PostgreSQL when each process would generate its own', () => {
    const postgres = { ...DEMO, DATABASE_URL: 'postgres://db.internal/bidstay' };
    expect(startWarnings(loadConfig(postgres))).toEqual([expect.stringMatching(/VAPID_PUBLIC_KEY/)]);
  });
});

describe('the emulators this process mounts (issue 52, item 12)', () => {
  it('take keys generated at each start, never a key in the source', () => {
    const first = loadConfig(DEMO).emulatorKeys;
    const second = loadConfig(DEMO).emulatorKeys;
    expect(first.etg.apiKey).not.toBe(second.etg.apiKey);
    expect(first.stripe.secretKey).not.toBe(second.stripe.secretKey);
    expect(first.stripe.webhookSecret).not.toBe(second.stripe.webhookSecret);
    expect(first.etg.apiKey).not.toBe('sandbox-key');
    expect(first.stripe.secretKey).toMatch(/^sk_test_[\w-]{32,}$/);
    expect(first.stripe.webhookSecret).toMatch(/^whsec_[\w-]{32,}$/);
  });
});

function webPushKeys() {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
