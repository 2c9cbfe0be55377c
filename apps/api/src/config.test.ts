import { CHANCES_PER_MINUTE } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const DATA_DIR = '/tmp/bidstay-config-test';

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
});

describe('production mode', () => {
  const REAL = {
    ETG_KEY_ID: '42',
    ETG_API_KEY: 'key',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  };

  it('refuses to start without the real partner, card and SMTP settings, naming them in one line', () => {
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: NODE_ENV=production needs real services; set ETG_KEY_ID and ETG_API_KEY, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, SMTP_URL \(or SANDBOX=true for a public demo\)$/,
    );
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', ...REAL, SMTP_URL: '' })).toThrow(/set SMTP_URL \(/);
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'production', ...REAL }).seedDemo).toBe(false);
  });

  it('refuses the test clock', () => {
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', SANDBOX: 'true', TEST_CLOCK: 'true' })).toThrow(
      /^Invalid configuration: TEST_CLOCK cannot be set with NODE_ENV=production$/,
    );
  });

  it('refuses a password cost below the default, and takes a higher one', () => {
    expect(() => loadConfig({ DATA_DIR, NODE_ENV: 'production', SANDBOX: 'true', PASSWORD_COST: '13' })).toThrow(
      /^Invalid configuration: PASSWORD_COST cannot be below 14 with NODE_ENV=production$/,
    );
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'production', SANDBOX: 'true' }).passwordCost).toBe(14);
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'production', SANDBOX: 'true', PASSWORD_COST: '15' }).passwordCost).toBe(
      15,
    );
  });

  it('with SANDBOX=true starts on the sandboxes, but seeds no demo account', () => {
    const config = loadConfig({ DATA_DIR, NODE_ENV: 'production', SANDBOX: 'true', SEED_DEMO: 'true' });
    expect(config).toMatchObject({ etg: undefined, stripe: undefined, seedDemo: false, host: '0.0.0.0' });
  });
});
