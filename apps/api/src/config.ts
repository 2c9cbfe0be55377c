import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { CHANCES_PER_MINUTE } from '@bidstay/contract';
import { DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST } from './lib/passwords.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ETG_PRODUCTION_URL = 'https://api.worldota.net';
const OSM_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Scheme, an optional `{s}.` subdomain placeholder and host: the part of a tile address the CSP must allow. */
const TILES_ORIGIN = /^(https?:\/\/)(\{s\}\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)\//i;

const tilesUrlSchema = z
  .string()
  .regex(TILES_ORIGIN, 'must be an http(s) address')
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must hold {z}, {x} and {y}');
const REQUEST_TIMEOUT_MS = 30_000;

/** The key of the ETG emulator `npm run catalogue:import` starts on a loopback port of its own for its one import. */
export const SANDBOX_ETG_KEY = { keyId: '1000', apiKey: 'sandbox-key' };

/** The keys of the Stripe emulators the tests start on ports of their own. */
export const SANDBOX_STRIPE_KEYS = { secretKey: 'sk_test_bidstay_sandbox', webhookSecret: 'whsec_bidstay_sandbox' };

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().default('bidstay:'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SECRETS_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Bidstay <no-reply@bidstay.test>'),
  ETG_KEY_ID: optionalText,
  ETG_API_KEY: optionalText,
  ETG_BASE_URL: optionalText.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  TRUST_PROXY: optionalText,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: address')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalText,
  BROWSE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  BROWSE_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(5),
  CHANCE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(CHANCES_PER_MINUTE),
  MAP_TILES_URL: optionalText.pipe(tilesUrlSchema.optional()),
  PASSWORD_COST: z.coerce.number().int().min(1).max(MAX_PASSWORD_COST).default(DEFAULT_PASSWORD_COST),
  SEED_DEMO: flag.default(true),
  SANDBOX: flag.default(false),
  TEST_CLOCK: flag.default(false),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SHED_HEAP_PERCENT: z.coerce.number().int().min(0).max(100).default(90),
  SHED_RSS_MB: z.coerce.number().int().min(0).default(0),
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(8000).default(3000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url().optional()),
});

const telemetrySchema = envSchema.pick({ METRICS_PORT: true, METRICS_HOST: true, OTEL_EXPORTER_OTLP_ENDPOINT: true });

/**
 * What telemetry.ts reads before the server's modules load: the Prometheus exporter's port (0: none) and interface,
 * and whether traces go to an OTLP collector (its own variables, OTEL_*, configure the rest).
 */
export function loadTelemetryConfig(env: NodeJS.ProcessEnv = process.env) {
  const vars = telemetrySchema.parse(env);
  return {
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
    otlp: Boolean(vars.OTEL_EXPORTER_OTLP_ENDPOINT),
  };
}

export type Config = {
  port: number;
  /** The interface to listen on: loopback in development, so a shared network cannot reach the dev routes. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis, where the fleet's limits then count (decision 043), and the prefix of every key written there. */
  redis: { url: string; keyPrefix: string } | undefined;
  jwtSecret: string;
  /** Encrypts the secrets kept in the database (operators' TOTP secrets); by default derived from the JWT secret. */
  secretsKey: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The real partner, when its keys are set; otherwise the sandbox emulator stands in. */
  etg: { keyId: string; apiKey: string; baseUrl: string } | undefined;
  /** Real Stripe, when its keys are set; otherwise the sandbox emulator stands in. */
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string | undefined } | undefined;
  /**
   * The keys of the emulators this process mounts, generated at each start: a key written in the source would let
   * anyone read a public demo's partner orders, guests' names included, or sign its payment webhooks.
   */
  emulatorKeys: EmulatorKeys;
  /**
   * Web Push: the VAPID keys (RFC 8292) and the subject push services may contact, and the hosts of the push services a
   * subscription's endpoint may name (`*.` for any subdomain).
   */
  push: { vapid: VapidKeys & { subject: string }; keysFromEnvironment: boolean; serviceHosts: string[] };
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the client (rate limits, visitor log). */
  trustProxy: boolean | string[];
  /**
   * Calls a client address may make a minute to each route that asks the partner for rates (a hotel's page, a
   * search): what one visitor browses, so that no one address spends the partner's quota (decision 013). A signed-in
   * account's calls that price a rate (a bid, its chance, its alternatives, a standing bid) count together against as
   * many (decision 029).
   */
  browseLimitPerMinute: number;
  /**
   * The most of the partner's hotel-page window one client (an address, or an account when signed in) may make the
   * server ask for while browsing: no few clients can leave the others without hotel pages (decision 029).
   */
  browseSharePercent: number;
  /** Chance answers one customer may ask a minute, per process. */
  chanceLimitPerMinute: number;
  /** The maps' tile address template; undefined: the sandbox draws the tiles (SANDBOX_TILES). */
  mapTilesUrl: string | undefined;
  /**
   * scrypt's cost for new password hashes, as log2 of N; never below the default in production. Tests lower it: they
   * sign up and sign in thousands of accounts (docs/decisions/019-password-cost-lowered-in-tests.md).
   */
  passwordCost: number;
  seedDemo: boolean;
  /**
   * The clock can be moved forward through `POST /api/dev/clock` from this machine: what lets an end-to-end test see a
   * deadline pass without waiting for it. Never in production.
   */
  testClock: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** A request, body included, must arrive within this: a client trickling a body cannot hold a connection. */
  requestTimeoutMs: number;
  /**
   * When requests are shed with a 503 (and readiness fails): the event loop's mean delay, the heap's share of V8's
   * limit, the resident memory; 0 turns a check off.
   */
  shedding: { eventLoopDelayMs: number; heapPercent: number; rssMb: number };
  /** How long a process told to stop (SIGTERM) keeps serving with readiness failed, so balancers move away first. */
  drainGraceMs: number;
};

export type VapidKeys = { publicKey: string; privateKey: string };

/** The push services of the browsers that support Web Push: Chrome's, Firefox's, Safari's, Edge's. */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export type EmulatorKeys = {
  etg: { keyId: string; apiKey: string };
  stripe: { secretKey: string; webhookSecret: string };
};

export class ConfigError extends Error {}

/** Where the sandbox's generated tiles are mounted, and the address the maps then load them from. */
export const SANDBOX_TILES = { prefix: '/sandbox/tiles', url: '/sandbox/tiles/{z}/{x}/{y}.svg' };

/** Where the sandbox push service is mounted outside production. */
export const SANDBOX_PUSH_PREFIX = '/sandbox/push';

/** The tile server's origin for the CSP's img-src (`https://*.host` for an `{s}.` subdomain); undefined: this site. */
export function mapTilesOrigin(config: Config): string | undefined {
  const match = config.mapTilesUrl && TILES_ORIGIN.exec(config.mapTilesUrl);
  return match ? `${match[1]}${match[2] ? '*.' : ''}${match[3]}`.toLowerCase() : undefined;
}

/**
 * The real partner's server: its content names images by path on it or by full address (on its CDN), so pages may
 * show images from it and from any HTTPS host. Undefined when the emulator is mounted in this process.
 */
export const partnerOrigin = (config: Config) => config.etg && new URL(config.etg.baseUrl).origin;

/** Parses the environment once at start; the only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (Boolean(vars.ETG_KEY_ID) !== Boolean(vars.ETG_API_KEY)) {
    throw new ConfigError('Invalid configuration: set both ETG_KEY_ID and ETG_API_KEY, or neither');
  }
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  if (Boolean(vars.STRIPE_SECRET_KEY) !== Boolean(vars.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither');
  }
  if (vars.NODE_ENV === 'production' && !vars.SANDBOX) requireRealServices(vars);
  refuseSandboxPaymentsForRealPartner(vars);
  if (vars.SANDBOX) refuseRealParties(vars);
  if (vars.NODE_ENV === 'production') requirePublicSite(vars);
  if (vars.NODE_ENV === 'production' && vars.TRUST_PROXY === 'true') {
    throw new ConfigError(
      "Invalid configuration: TRUST_PROXY=true lets any client choose its address; with NODE_ENV=production set the proxies' addresses, comma-separated",
    );
  }
  if (vars.NODE_ENV === 'production' && vars.TEST_CLOCK) {
    throw new ConfigError('Invalid configuration: TEST_CLOCK cannot be set with NODE_ENV=production');
  }
  if (vars.NODE_ENV === 'production' && vars.PASSWORD_COST < DEFAULT_PASSWORD_COST) {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_COST cannot be below ${DEFAULT_PASSWORD_COST} with NODE_ENV=production`,
    );
  }
  const dataDir = resolve(vars.DATA_DIR);
  const jwtSecret = vars.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST ?? (vars.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, keyPrefix: vars.REDIS_KEY_PREFIX } : undefined,
    jwtSecret,
    secretsKey: vars.SECRETS_KEY ?? `secrets-key:${jwtSecret}`,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    etg:
      vars.ETG_KEY_ID && vars.ETG_API_KEY
        ? { keyId: vars.ETG_KEY_ID, apiKey: vars.ETG_API_KEY, baseUrl: vars.ETG_BASE_URL ?? ETG_PRODUCTION_URL }
        : undefined,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
    emulatorKeys: generatedEmulatorKeys(),
    push: {
      vapid: {
        ...(vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
          ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
          : persistedVapidKeys(dataDir)),
        subject: vars.VAPID_SUBJECT ?? `mailto:${mailAddressOf(vars.MAIL_FROM)}`,
      },
      keysFromEnvironment: Boolean(vars.VAPID_PUBLIC_KEY),
      serviceHosts: vars.PUSH_SERVICE_HOSTS?.split(',').map((host) => host.trim().toLowerCase()) ?? PUSH_SERVICE_HOSTS,
    },
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    browseLimitPerMinute: vars.BROWSE_LIMIT_PER_MINUTE,
    browseSharePercent: vars.BROWSE_SHARE_PERCENT,
    chanceLimitPerMinute: vars.CHANCE_LIMIT_PER_MINUTE,
    mapTilesUrl: vars.MAP_TILES_URL ?? (vars.NODE_ENV === 'production' ? OSM_TILES_URL : undefined),
    passwordCost: vars.PASSWORD_COST,
    // The demo accounts' passwords are in the README: never on a public server.
    seedDemo: vars.SEED_DEMO && vars.NODE_ENV !== 'production',
    testClock: vars.TEST_CLOCK,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    shedding: {
      eventLoopDelayMs: vars.SHED_EVENT_LOOP_DELAY_MS,
      heapPercent: vars.SHED_HEAP_PERCENT,
      rssMb: vars.SHED_RSS_MB,
    },
    drainGraceMs: vars.DRAIN_GRACE_MS,
  };
}

/**
 * Production runs on the real partner, Stripe and SMTP server: a sandbox there would let the test card pay for real
 * bookings. SANDBOX=true is the way to run a public demo on the sandboxes.
 */
function requireRealServices(vars: z.infer<typeof envSchema>) {
  const missing = [
    !vars.ETG_KEY_ID && 'ETG_KEY_ID and ETG_API_KEY',
    !vars.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    !vars.SMTP_URL && 'SMTP_URL',
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new ConfigError(
    `Invalid configuration: NODE_ENV=production needs real services; set ${missing.join(', ')} (or SANDBOX=true for a public demo)`,
  );
}

/** The partner's keys name the real partner unless it runs on this machine: the sandbox in a process of its own. */
function partnerIsReal(vars: z.infer<typeof envSchema>): boolean {
  if (!vars.ETG_KEY_ID) return false;
  return !LOOPBACK_HOST.test(new URL(vars.ETG_BASE_URL ?? ETG_PRODUCTION_URL).hostname);
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** With the sandbox's payments, its public test card would pay for real bookings that Bidstay then owes. */
function refuseSandboxPaymentsForRealPartner(vars: z.infer<typeof envSchema>) {
  if (!partnerIsReal(vars) || vars.STRIPE_SECRET_KEY) return;
  throw new ConfigError(
    "Invalid configuration: the partner is real (ETG_KEY_ID and ETG_API_KEY) but payments are the sandbox's; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or unset the partner's keys",
  );
}

/** SANDBOX=true is a demo anyone may use: no booking, payment or mail of it reaches a real party. */
function refuseRealParties(vars: z.infer<typeof envSchema>) {
  const real = [
    partnerIsReal(vars) && 'ETG_KEY_ID and ETG_API_KEY',
    vars.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    vars.SMTP_URL && 'SMTP_URL',
  ].filter(Boolean);
  if (real.length === 0) return;
  throw new ConfigError(
    `Invalid configuration: SANDBOX=true runs every outside party on the sandbox; unset ${real.join(', ')}`,
  );
}

/**
 * A public site, a demo included: its address is what mail links, Stripe's return and HSTS name, and its sessions'
 * key must not be one each process generates for itself.
 */
function requirePublicSite(vars: z.infer<typeof envSchema>) {
  const missing = [
    !vars.PUBLIC_URL?.startsWith('https://') && "PUBLIC_URL, the site's https:// address",
    !vars.JWT_SECRET && 'JWT_SECRET, the same in every process',
  ].filter(Boolean);
  if (missing.length === 0) return;
  throw new ConfigError(`Invalid configuration: NODE_ENV=production needs ${missing.join(', and ')}`);
}

/** What a start logs as a warning: settings it runs with that a deployment should not keep. */
export function startWarnings(config: Config): string[] {
  return [
    config.trustProxy === true &&
      "TRUST_PROXY=true lets any client choose its address (throttles, visitor log): set the proxies' addresses instead; NODE_ENV=production refuses it",
    config.nodeEnv === 'production' &&
      config.databaseUrl &&
      !config.push.keysFromEnvironment &&
      'NODE_ENV=production on PostgreSQL with Web Push keys generated in DATA_DIR: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same in every process, or a process signs with keys the browsers never subscribed with',
    config.nodeEnv === 'production' &&
      !config.databaseUrl &&
      `NODE_ENV=production on the embedded PGlite in ${config.dataDir}: one process only, its data in that folder alone; set DATABASE_URL to run on PostgreSQL`,
  ].filter((warning) => typeof warning === 'string');
}

function generatedEmulatorKeys(): EmulatorKeys {
  const key = () => randomBytes(24).toString('base64url');
  return {
    etg: { keyId: '1000', apiKey: key() },
    stripe: { secretKey: `sk_test_${key()}`, webhookSecret: `whsec_${key()}` },
  };
}

/** `true` (any proxy), or the proxies' addresses and CIDR ranges, comma-separated. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

/** A JWT secret generated once and kept in DATA_DIR, so sessions survive a restart. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The address of a `Name <address>` sender, or the sender itself. */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** VAPID keys generated once and kept in DATA_DIR, as the JWT secret: the browsers' subscriptions are bound to them. */
function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
