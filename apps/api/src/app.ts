import { createServer, type RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import { mapTilesOrigin, SANDBOX_PUSH_PREFIX, type Config } from './config.ts';
import { ACCOUNT_CHANGES_CHANNEL } from './db/channels.ts';
import { PROCESS_NAME, type Database } from './db/client.ts';
import { createJobBoard } from './jobs/job-board.ts';
import { createQueue } from './jobs/queue.ts';
import { JOBS_AT_ONCE, createWorker, type Worker } from './jobs/worker.ts';
import { failureHandlers, jobHandlers } from './job-handlers.ts';
import { MINUTE_MS } from './lib/call-limit.ts';
import { createRedisLimits } from './lib/redis-limits.ts';
import type { RedisClient } from './lib/redis.ts';
import { createDatabaseLimits } from './lib/shared-limits.ts';
import type { Clock, MovableClock } from './lib/clock.ts';
import { createDrain, type Drain } from './lib/drain.ts';
import { createNoopMeter } from '@opentelemetry/api';
import { loggerOptions } from './lib/logger.ts';
import { createPasswords } from './lib/passwords.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createTokens } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { createCustomersRepository } from './modules/customers/customers.repository.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService, type CustomersService } from './modules/customers/customers.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailRoutes, type DevMailbox } from './modules/mail/mail.routes.ts';
import { mapsRoutes } from './modules/maps/maps.routes.ts';
import { createMailService, type MailService } from './modules/mail/mail.service.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { createBidsRepository } from './modules/bids/bids.repository.ts';
import { createHotelBidsRepository } from './modules/bids/hotel-bids.repository.ts';
import { bidsRoutes } from './modules/bids/bids.routes.ts';
import { createBidsService, type BidsService } from './modules/bids/bids.service.ts';
import { createEventHub } from './modules/events/event-hub.ts';
import { createEventLogRepository } from './modules/events/event-log.repository.ts';
import { createEventLogService, type EventLogService } from './modules/events/event-log.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createBackOffice } from './modules/ops/back-office.ts';
import { backOfficeRoutes, partnerInvitationRoutes } from './modules/ops/back-office.routes.ts';
import { createOpsRepository } from './modules/ops/ops.repository.ts';
import { createOperations } from './modules/ops/operations.ts';
import { operationsRoutes } from './modules/ops/operations.routes.ts';
import { createOperatorAdmin } from './modules/ops/operator-admin.ts';
import { operatorInvitationRoutes, operatorsRoutes } from './modules/ops/operators.routes.ts';
import { enrolmentRoutes, opsRoutes } from './modules/ops/ops.routes.ts';
import { createOpsService, type OpsService } from './modules/ops/ops.service.ts';
import { createSupplierRepository } from './modules/supplier/supplier.repository.ts';
import { supplierRoutes } from './modules/supplier/supplier.routes.ts';
import { createSupplierService, type SupplierService } from './modules/supplier/supplier.service.ts';
import { createHotelsRepository } from './modules/hotels/hotels.repository.ts';
import { hotelsRoutes } from './modules/hotels/hotels.routes.ts';
import { createHotelsService, type HotelsService } from './modules/hotels/hotels.service.ts';
import { createPublicationsRepository } from './modules/publications/publications.repository.ts';
import { publicationsRoutes } from './modules/publications/publications.routes.ts';
import { createPublicationsService, type PublicationsService } from './modules/publications/publications.service.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { createStandingBidsRepository } from './modules/standing-bids/standing-bids.repository.ts';
import { standingBidsRoutes } from './modules/standing-bids/standing-bids.routes.ts';
import { createStandingBidsService, type StandingBidsService } from './modules/standing-bids/standing-bids.service.ts';
import { createYieldRulesRepository } from './modules/yield-rules/yield-rules.repository.ts';
import { createYieldRulesService } from './modules/yield-rules/yield-rules.service.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import type { EtgClient } from './partner/etg-client.ts';
import type { PaymentsClient } from './payments/stripe-client.ts';
import { createBookingsRepository } from './modules/bookings/bookings.repository.ts';
import { createBookingProcess } from './modules/bookings/booking-process.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingsService, type BookingsService } from './modules/bookings/bookings.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createPaymentMethodsRepository } from './modules/payments/payment-methods.repository.ts';
import { paymentMethodsRoutes } from './modules/payments/payment-methods.routes.ts';
import { createPaymentMethodsService } from './modules/payments/payment-methods.service.ts';
import { createAutopayBooking } from './modules/bookings/autopay-booking.ts';
import { purchasesRoutes } from './modules/purchases/purchases.routes.ts';
import { createPurchasesService } from './modules/purchases/purchases.service.ts';
import { createVisitorLogRepository } from './modules/visitor-log/visitor-log.repository.ts';
import { visitorLogRoutes } from './modules/visitor-log/visitor-log.routes.ts';
import { createVisitorLogService, type VisitorLogService } from './modules/visitor-log/visitor-log.service.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createPushRepository } from './modules/push/push.repository.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushService, type PushService } from './modules/push/push.service.ts';
import { accountBrowsing } from './plugins/account-browsing.ts';
import { createAuthenticate, registerGuarded } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { createMetrics, type Metrics } from './plugins/metrics.ts';
import { loopbackOnly } from './plugins/loopback-only.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { testClockRoutes } from './plugins/test-clock.ts';
import { registerWebStatic } from './plugins/web-static.ts';

export type AppDeps = {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** The sandbox SMTP mailbox, when mail goes there; exposes /dev/mailbox outside production. */
  mailbox?: DevMailbox;
  partner: EtgClient;
  /** The partner's server when it is not this process (see `partnerOrigin` in config.ts). */
  partnerOrigin?: string | undefined;
  /** The one Stripe client, and whether it talks to Stripe or to the sandbox emulator. */
  payments: { client: PaymentsClient; provider: 'sandbox' | 'stripe'; publishableKey: string | null };
  /** Mounts the sandbox emulators (under /sandbox/…) when no real service is configured. */
  mountSandbox?: (app: FastifyInstance) => Promise<void>;
  /** The clock `clock` is when TEST_CLOCK is set: the dev route moves it. */
  movableClock?: MovableClock;
  webRoot?: string;
  /** The business metrics, on OpenTelemetry's global meter in the server (telemetry.ts); none by default. */
  metrics?: Metrics;
  /** Redis, when REDIS_URL is set: the fleet's limits count there instead of in the database (decision 043). */
  redis?: RedisClient;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Worker;
    services: Services;
    /** Begun on SIGTERM: readiness fails, event streams end with a hint to reconnect, the job worker stops. */
    drain: Drain;
  }
}

export type Services = {
  customers: CustomersService;
  auth: AuthService;
  mail: MailService;
  push: PushService;
  hotels: HotelsService;
  publications: PublicationsService;
  bids: BidsService;
  standingBids: StandingBidsService;
  supplier: SupplierService;
  ops: OpsService;
  bookings: BookingsService;
  visitorLog: VisitorLogService;
  eventLog: EventLogService;
};

const BODY_LIMIT_BYTES = 100 * 1024;
/** What a page whose event stream a draining process ended waits before it reconnects, through the balancer. */
const STREAM_RETRY_MS = 1000;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * A request, body included, must arrive within `timeoutMs`, checked at a fifth of it (Node's default check, every
 * 30 s, let a trickled body hold its connection for up to a minute); the keep-alive is Fastify's default.
 */
function serverWithRequestTimeout(timeoutMs: number, handler: RequestListener) {
  const server = createServer(
    { requestTimeout: timeoutMs, connectionsCheckingInterval: Math.ceil(timeoutMs / 5) },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/** Builds the whole application: every route of the API is registered here, in one table. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    serverFactory: (handler) => serverWithRequestTimeout(config.requestTimeoutMs, handler),
  };
  const app = Fastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  registerErrorHandler(app);
  const limits = deps.redis
    ? createRedisLimits(deps.redis, deps.clock)
    : createDatabaseLimits(deps.database.db, deps.clock);
  await registerSecurity(app, {
    windows: limits.window,
    allowStripe: deps.payments.provider === 'stripe',
    partnerOrigin: deps.partnerOrigin,
    tilesOrigin: mapTilesOrigin(config),
    hsts: config.publicUrl.startsWith('https:'),
  });
  await registerOpenApi(app, { version: packageJson.version, publicUrl: config.publicUrl });
  await registerLoadShedding(app, config.shedding);
  const metrics = deps.metrics ?? createMetrics(createNoopMeter());
  metrics.register(app);

  const { db } = deps.database;
  const { clock } = deps;
  const queue = createQueue(db, clock);
  const tokens = createTokens(config.jwtSecret, () => clock.now());
  const board = createJobBoard(db, clock);
  const push = createPushService({
    db,
    repository: createPushRepository(db),
    queue,
    board,
    clock,
    send: metrics.countedPushSender(createPushSender(config.push.vapid)),
    publicKey: config.push.vapid.publicKey,
    rules: {
      serviceHosts: config.push.serviceHosts,
      loopbackAllowed: config.nodeEnv !== 'production',
      sandboxPrefix: config.nodeEnv === 'production' ? undefined : `${config.publicUrl}${SANDBOX_PUSH_PREFIX}/`,
    },
  });
  const mail = createMailService({
    db,
    queue,
    board,
    mailer: metrics.countedMailer(deps.mailer),
    publicUrl: config.publicUrl,
    wantsEmail: push.wantsEmail,
  });
  const visitorLog = createVisitorLogService({ repository: createVisitorLogRepository(db), clock, queue });
  const passwords = createPasswords(config.passwordCost);
  /** Calls a minute, counted per key by the whole fleet in the database (decisions 029, 033). */
  const callsPerMinute = (name: string) => limits.callLimit(name, MINUTE_MS);
  const customers = createCustomersService({
    db,
    repository: createCustomersRepository(db),
    clock,
    mail,
    passwords,
    throttles: limits.throttle,
  });
  const hotels = createHotelsService({
    repository: createHotelsRepository(db),
    clock,
    queue,
    partner: deps.partner,
    partnerOrigin: deps.partnerOrigin,
    log: app.log,
    shares: callsPerMinute('browse-share'),
    sharePercent: config.browseSharePercent,
  });
  app.addHook('onClose', async () => hotels.stopImport());
  const wishlist = createWishlistService({ repository: createWishlistRepository(db), hotels });
  const rules = createYieldRulesService({ repository: createYieldRulesRepository(db), clock });
  const paymentsConfig = { provider: deps.payments.provider, publishableKey: deps.payments.publishableKey };
  const cards = createPaymentMethodsService({
    clock,
    payments: deps.payments.client,
    repository: createPaymentMethodsRepository(db),
    config: paymentsConfig,
    customerEmail: customers.recipient,
  });
  const bids = createBidsService({
    db,
    repository: createBidsRepository(db),
    hotelBids: createHotelBidsRepository(db),
    clock,
    queue,
    mail,
    push,
    hotels,
    customers,
    cards,
    rules,
    chances: callsPerMinute('bid-chance'),
    chanceLimitPerMinute: config.chanceLimitPerMinute,
  });
  const supplier = createSupplierService({
    repository: createSupplierRepository(db),
    bids,
    rules,
    hotels,
    clock,
    passwords,
  });
  const standingBids = createStandingBidsService({
    db,
    repository: createStandingBidsRepository(db),
    clock,
    queue,
    mail,
    push,
    bids,
    hotels,
    customers,
    cards,
    rules,
    log: app.log,
  });
  const secondFactorRequired = config.nodeEnv === 'production';
  const opsRepository = createOpsRepository(db);
  const ops = createOpsService({
    repository: opsRepository,
    clock,
    tokens,
    secrets: createSecretBox(config.secretsKey),
    passwords,
    mail,
    secondFactorRequired,
    throttles: limits.throttle,
  });
  const auth = createAuthService({
    db,
    clock,
    queue,
    tokens,
    customers,
    suppliers: supplier,
    ops,
    mail,
    passwords,
    publicUrl: config.publicUrl,
    throttles: limits.throttle,
  });
  const activeAccounts = {
    customer: customers.activeAccount,
    supplier: supplier.activeAccount,
    operator: ops.activeAccount,
  };
  const authenticate = createAuthenticate(tokens, activeAccounts, { secondFactorRequired });
  const browsing = accountBrowsing(callsPerMinute('account-browsing'), config.browseLimitPerMinute);
  const eventLogRepository = createEventLogRepository(db);
  const eventLog = createEventLogService({ repository: eventLogRepository, clock, queue, purgeAlso: limits.purge });
  const hub = await createEventHub({
    database: deps.database,
    log: app.log,
    repository: eventLogRepository,
    sessionVersionOf: async ({ id, role }) => (await activeAccounts[role](id))?.sessionVersion,
    observe: (row) => metrics.bidEvent(row, PROCESS_NAME),
  });
  metrics.observe(db, hub.openStreams);
  const unlistenAccounts = await deps.database.listen(
    ACCOUNT_CHANGES_CHANNEL,
    (id) => {
      customers.forgetAccount(id);
      hub.accountChanged(id).catch((error: unknown) => app.log.error({ err: error }, 'account streams unchecked'));
    },
    customers.forgetAllAccounts,
  );
  const publications = createPublicationsService({ repository: createPublicationsRepository(db) });
  const customerEmail = customers.recipient;
  const payments = deps.payments.client;
  const bookingDeps = { db, clock, partner: deps.partner, payments, bids, mail, push, customerEmail };
  const bookingsRepository = createBookingsRepository(db);
  const bookings = createBookingsService({ ...bookingDeps, repository: bookingsRepository, hotels });
  const bookingProcess = createBookingProcess({ ...bookingDeps, queue, repository: bookingsRepository });
  const paymentsService = createPaymentsService({
    clock,
    queue,
    payments,
    bookings,
    publicUrl: config.publicUrl,
    config: paymentsConfig,
    customerEmail,
  });
  const autopay = createAutopayBooking({
    clock,
    queue,
    payments,
    repository: bookingsRepository,
    bids,
    cards,
    quote: bookings.quote,
    process: bookingProcess,
  });
  const purchases = createPurchasesService({ bookings, process: bookingProcess });
  const backOffice = createBackOffice({
    db,
    ops,
    supplier,
    customers,
    bids,
    bookings,
    hotels,
    mail,
    publicUrl: config.publicUrl,
  });
  const operatorAdmin = createOperatorAdmin({
    db,
    repository: opsRepository,
    ops,
    customers,
    supplier,
    mail,
    passwords,
    clock,
    publicUrl: config.publicUrl,
  });
  const operations = createOperations({ db, ops, board, mail, push, visitorLog });
  const mailbox = config.nodeEnv === 'production' ? undefined : deps.mailbox;
  const devRoutesGuard = loopbackOnly(config.publicUrl);

  healthRoutes(app, { database: deps.database, limits, hotels, drain: () => app.drain });
  authRoutes(app, { auth, authenticate });
  customersRoutes(app, { customers, authenticate: authenticate.customer });
  mailRoutes(app, { mail, authenticate: authenticate.customer, mailbox, loopbackOnly: devRoutesGuard });
  visitorLogRoutes(app, { visitorLog });
  hotelsRoutes(app, { hotels, clock, browseLimitPerMinute: config.browseLimitPerMinute });
  wishlistRoutes(app, { wishlist, authenticate: authenticate.customer });
  bidsRoutes(app, { bids, authenticate: authenticate.customer, browsing });
  standingBidsRoutes(app, { standingBids, authenticate: authenticate.customer, browsing });
  supplierRoutes(app, { supplier, authenticate: authenticate.supplier });
  await registerGuarded(app, authenticate.operator, (operator) => {
    opsRoutes(operator, { ops });
    backOfficeRoutes(operator, { backOffice });
    operationsRoutes(operator, { operations });
    operatorsRoutes(operator, { operatorAdmin });
  });
  await registerGuarded(app, authenticate.operatorEnrolling, (enrolling) => enrolmentRoutes(enrolling, { ops }));
  partnerInvitationRoutes(app, { backOffice });
  operatorInvitationRoutes(app, { operatorAdmin });
  eventsRoutes(app, { hub, supplier, authenticate: authenticate.any });
  pushRoutes(app, { push, authenticate: authenticate.any });
  bookingsRoutes(app, { bookings, authenticate: authenticate.customer });
  await paymentsRoutes(app, { payments: paymentsService, authenticate: authenticate.customer });
  paymentMethodsRoutes(app, { cards, authenticate: authenticate.customer });
  purchasesRoutes(app, { purchases, authenticate: authenticate.customer });
  publicationsRoutes(app, { publications });
  mapsRoutes(app, { config });
  if (deps.mountSandbox) await deps.mountSandbox(app);
  await registerWebStatic(app, deps.webRoot ?? defaultWebRoot, {
    imageOrigins: () => hotels.imageOrigins(),
    records: { hotel: hotels.hasHotel, region: hotels.hasRegion, publication: publications.has },
  });

  const services: Services = {
    customers,
    auth,
    mail,
    push,
    hotels,
    publications,
    bids,
    standingBids,
    supplier,
    ops,
    bookings,
    visitorLog,
    eventLog,
  };
  app.decorate('services', services);
  app.decorate(
    'jobs',
    createWorker({
      queue,
      handlers: jobHandlers({ ...services, process: bookingProcess, cards, autopay }),
      whenFailed: failureHandlers({ bids, autopay }),
      log: app.log,
      jobsAtOnce: JOBS_AT_ONCE[deps.database.kind],
      onFailure: metrics.jobFailed,
    }),
  );
  app.decorate(
    'drain',
    createDrain(async () => {
      hub.endStreams(STREAM_RETRY_MS);
      await app.jobs.stop();
    }),
  );
  if (deps.movableClock && config.nodeEnv !== 'production') {
    testClockRoutes(app, {
      clock: deps.movableClock,
      runDueJobs: () => app.jobs.runOnce(),
      loopbackOnly: devRoutesGuard,
    });
  }
  app.addHook('preClose', async () => {
    await app.jobs.stop();
    await hub.close();
    await unlistenAccounts();
  });
  return app;
}
