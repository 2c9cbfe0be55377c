import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CancellationInfo, RuleLevels, RuleLine } from '@bidstay/contract';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased: unique case-insensitively. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  phone: text('phone').notNull().default(''),
  nationality: text('nationality').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  country: text('country').notNull().default(''),
  currency: text('currency').notNull().default(''),
  completed: boolean('completed').notNull().default(false),
  active: boolean('active').notNull().default(true),
  /** Tokens carry the version they were issued at; raising it ends every session (decision 011). */
  sessionVersion: integer('session_version').notNull().default(0),
  wishList: integer('wish_list')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  ...timestamps,
});

/** Who may hold an e-mail: each of them signs in at the same form. */
export type AccountRole = 'customer' | 'supplier' | 'operator';

/**
 * One e-mail, one account, whatever its role: the e-mail case-folded, and the account holding it. Triggers on the
 * customers, suppliers and operators tables write it with each account and keep it in step (migration 0021), so an
 * account is never written with an e-mail another holds, by any path.
 */
export const accountEmails = pgTable(
  'account_emails',
  {
    email: text('email').primaryKey(),
    role: text('role').$type<AccountRole>().notNull(),
    accountId: uuid('account_id').notNull(),
  },
  (table) => [uniqueIndex('account_emails_account_idx').on(table.role, table.accountId)],
);

/**
 * The language an account's pages, mails and pushes are in (decision 036), by role and account: an account without a
 * row is in English.
 */
export const accountLanguages = pgTable(
  'account_languages',
  {
    role: text('role').$type<AccountRole>().notNull(),
    accountId: uuid('account_id').notNull(),
    language: text('language').notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.accountId] })],
);

/**
 * Accounts found sharing an e-mail with another when the namespace was made (migration 0021): kept, but out of the
 * namespace, so they no longer sign in; the account that holds the e-mail goes on working.
 */
export const accountEmailClashes = pgTable(
  'account_email_clashes',
  {
    role: text('role').$type<AccountRole>().notNull(),
    accountId: uuid('account_id').notNull(),
    email: text('email').notNull(),
    heldByRole: text('held_by_role').$type<AccountRole>().notNull(),
    heldById: uuid('held_by_id').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.role, table.accountId] })],
);

/** A reset link of a customer or of a hotel partner: exactly one of the two. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('password_resets_one_account', sql`num_nonnulls(${table.customerId}, ${table.supplierId}) = 1`)],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const visitorLogs = pgTable('visitor_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  error: text('error').notNull(),
  ip: text('ip').notNull(),
  browser: smallint('browser').notNull(),
  page: text('page'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every bid placed or moved, written by a trigger on `bids` in the change's own transaction (migration 0023), its id
 * increasing in commit order: what event streams replay from (decision 033). `origin` is the writing connection's
 * application_name: the process that made the change.
 */
export const bidEvents = pgTable(
  'bid_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bidId: uuid('bid_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    hotelId: integer('hotel_id').notNull(),
    status: text('status').notNull(),
    previousStatus: text('previous_status'),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    bidCreatedAt: timestamp('bid_created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bid_events_created_idx').on(table.createdAt)],
);

/** Attempts at a secret per throttle and key, counted by every process alike (decision 033). */
export const limitAttempts = pgTable(
  'limit_attempts',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.key] }), index('limit_attempts_last_idx').on(table.lastAt)],
);

/** Calls per limit and key within its window, counted by every process alike (decision 033). */
export const limitCalls = pgTable(
  'limit_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_calls_key_idx').on(table.name, table.key, table.at)],
);

/** Background work, claimed with SELECT … FOR UPDATE SKIP LOCKED (DESIGN §1). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** Makes an enqueue idempotent: a second job with the same key is not added. */
    dedupeKey: text('dedupe_key').unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(12),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** A lane's claim: one type's due jobs, oldest first (jobs/queue.ts). */
    index('jobs_due_by_type_idx')
      .on(table.type, table.runAt, table.id)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/** The partner's regions, imported from its region dump. */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** The name's words folded (lowercase, no diacritics), for suggestions: "vaxjo" for Växjö. */
  searchName: text('search_name').notNull().default(''),
  /** Counted when an import finishes: the regions list is ordered by it. */
  hotelCount: integer('hotel_count').notNull().default(0),
});

/** The partner's hotels, imported from its hotel and reviews dumps; rates never live here. */
export const hotels = pgTable(
  'hotels',
  {
    hid: integer('hid').primaryKey(),
    id: text('id').notNull().unique(),
    regionId: integer('region_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    starRating: real('star_rating').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull(),
    /**
     * The hotel's line of the partner's hotel dump and of its reviews dump, as the partner wrote them: JSON written and
     * read whole, so kept as `text`, neither parsed nor checked by the server on every import.
     */
    content: text('content').notNull(),
    reviews: text('reviews').notNull(),
    /** The name's words folded (lowercase, no diacritics), as the suggestions compare them. */
    searchName: text('search_name').notNull().default(''),
    /** The import that last wrote the hotel: a finished full import removes the hotels it did not write. */
    importId: integer('import_id').notNull().default(0),
    /**
     * What a partner's search reads: the folded name, the address folded alike, and the hid. Written with the row by
     * the import, so a search over a whole catalogue compares text instead of folding every address again.
     */
    partnerSearch: text('partner_search').notNull().default(''),
  },
  (table) => [index('hotels_region_idx').on(table.regionId), index('hotels_import_idx').on(table.importId)],
);

/**
 * Each folded word of a hotel's name, for suggestions by the prefix of any word: a btree with
 * `text_pattern_ops` answers `word like 'vax%'` on PostgreSQL and PGlite alike, and stops at
 * the first matches.
 */
export const hotelWords = pgTable(
  'hotel_words',
  {
    hid: integer('hid').notNull(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hid, table.word] }),
    index('hotel_words_word_idx').using('btree', table.word.op('text_pattern_ops')),
  ],
);

/**
 * An import of the partner's dumps, full or a day's incremental one, with its progress: hotels
 * and regions written so far, in batches, each batch with its count in one transaction, so a
 * killed import resumes where it stopped. One runs at a time (the partial unique index); a
 * process holds it by its lease, renewed with every batch, and another takes it over once the
 * lease has run out.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'full' | 'incremental'>().notNull().default('full'),
    status: text('status').$type<'running' | 'done'>().notNull().default('done'),
    lastUpdate: text('last_update').notNull(),
    hotelCount: integer('hotel_count').notNull(),
    regionCount: integer('region_count').notNull(),
    /** Lines of the hotel dump read so far: a resumed import skips them. */
    linesRead: integer('lines_read').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('catalogue_imports_one_running')
      .on(table.status)
      .where(sql`status = 'running'`),
  ],
);

export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('publications_type_idx').on(table.type)],
);

/**
 * A publication's texts in another language than English, which `publications` holds: a language is a row, so the
 * next one needs no migration. A publication without a row in a language is answered in English.
 */
export const publicationTexts = pgTable(
  'publication_texts',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.publicationId, table.language] })],
);

/**
 * A customer's offer for a rate; the rate snapshot comes from the partner, never the client. The snapshot is only
 * ever written and read whole, so it is `json`, kept as its text, not `jsonb`, which would parse it into its binary
 * form on every insert and print it back on every read (migration 0006). Rows are kept whole up to a page
 * (toast_tuple_target 8160, migration 0005): no snapshot is compressed.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    hotelId: integer('hotel_id').notNull(),
    /** The listed price of the rate when the bid was made, for the whole stay. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bid: numeric('bid', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    floor: numeric('floor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    counterAmount: numeric('counter_amount', { precision: 12, scale: 2, mode: 'number' }),
    snapshot: json('snapshot').$type<Record<string, unknown>>().notNull(),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    /** The rule line that decided, and the version of its hotel's rule set. */
    ruleLabel: text('rule_label'),
    ruleVersion: integer('rule_version'),
    /** The deciding line's number in its rule set (from 1), and the levels it applied. */
    ruleLine: integer('rule_line'),
    ruleLevels: jsonb('rule_levels').$type<RuleLevels>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** One bid sent to several hotels is a bid per hotel, sharing a group; rank 1 is the customer's first choice. */
    groupId: uuid('group_id'),
    groupRank: integer('group_rank'),
    /**
     * The saved card (a Stripe PaymentMethod) charged when a hotel accepts, with the customer's consent
     * (docs/autopay.md); cleared when that charge fails and the bid falls back to being paid by hand.
     */
    autopayPaymentMethod: text('autopay_payment_method'),
    /** Who stays in each room, given with an autopay bid: its booking is made without the customer. */
    guestNames: jsonb('guest_names').$type<GuestNames>(),
    /** The address the customer bid from: the partner is told it when an autopay bid is booked without them. */
    autopayCustomerIp: text('autopay_customer_ip'),
    /** The chance band the bid was placed in (bid-chance.ts), whose decided bids make the band's measured hit rate. */
    chanceBand: text('chance_band'),
    ...timestamps,
  },
  (table) => [
    index('bids_customer_idx').on(table.customerId),
    index('bids_band_decided_idx')
      .on(table.chanceBand, table.decidedAt)
      .where(sql`${table.chanceBand} is not null`),
    index('bids_group_idx')
      .on(table.groupId)
      .where(sql`${table.groupId} is not null`),
    index('bids_hotel_status_idx').on(table.hotelId, table.status),
    /** One pending bid per customer and rate of a stay: two bids racing in cannot both wait. */
    uniqueIndex('bids_one_pending_per_rate')
      .on(
        table.customerId,
        table.hotelId,
        sql`(${table.snapshot}->>'check_in')`,
        sql`(${table.snapshot}->>'check_out')`,
        sql`((${table.snapshot}->'guests')::text)`,
        sql`coalesce(${table.snapshot}->>'match_hash', ${table.snapshot}->>'book_hash')`,
      )
      .where(sql`${table.status} = 'pending' and ${table.deletedAt} is null`),
  ],
);

/** A customer's standing order to bid on a hotel once its rules would accept the amount (docs/standing-bids.md). */
export const standingBids = pgTable(
  'standing_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    hotelId: integer('hotel_id').notNull(),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    residency: text('residency').notNull(),
    guests: jsonb('guests').$type<{ adults: number; children: number[] }[]>().notNull(),
    /** For the whole stay. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Its last day, yyyy-MM-dd. */
    until: text('until').notNull(),
    status: text('status').notNull().default('active'),
    bidId: uuid('bid_id'),
    /** The last day it placed a bid, or tried to: one a day at most. */
    lastBidOn: text('last_bid_on'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** The saved card and the guests' names its bid pays itself with (docs/autopay.md); null without autopay. */
    autopayPaymentMethod: text('autopay_payment_method'),
    guestNames: jsonb('guest_names').$type<GuestNames>(),
    /** The address the customer made the standing bid from, for the bid it places. */
    autopayCustomerIp: text('autopay_customer_ip'),
    ...timestamps,
  },
  (table) => [
    index('standing_bids_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.status} = 'active'`),
    index('standing_bids_customer_idx').on(table.customerId),
    index('standing_bids_hotel_idx').on(table.hotelId, table.status),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  /** The sandbox's demo supplier answers for every hotel. */
  allHotels: boolean('all_hotels').notNull().default(false),
  /** An operator deactivates a partner: its tokens and sign-in are refused until reactivated. */
  active: boolean('active').notNull().default(true),
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A link an invited partner sets its first password with: stored hashed, used once, valid for a while. */
export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('supplier_invitations_supplier_idx').on(table.supplierId)],
);

export const supplierHotels = pgTable(
  'supplier_hotels',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.supplierId, table.hotelId] }),
    index('supplier_hotels_hotel_idx').on(table.hotelId),
  ],
);

/** A hotel's rule lines (first match decides; none = a person decides) and its nightly cap, at their version. */
export const supplierRuleSets = pgTable('supplier_rule_sets', {
  hotelId: integer('hotel_id').primaryKey(),
  lines: jsonb('lines').$type<RuleLine[]>().notNull(),
  nightlyCap: integer('nightly_cap'),
  version: integer('version').notNull(),
  updatedBy: uuid('updated_by').references(() => suppliers.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of every hotel's rule set, kept when it is saved. */
export const supplierRuleChanges = pgTable(
  'supplier_rule_changes',
  {
    hotelId: integer('hotel_id').notNull(),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<RuleLine[]>().notNull(),
    nightlyCap: integer('nightly_cap'),
    changedBy: uuid('changed_by').references(() => suppliers.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.version] })],
);

/**
 * A booking from quote to stay: priced and held with the partner (quoted), paid through Stripe,
 * booked with the partner (processing → confirmed), or refunded when the partner fails; later cancelled.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Ours, sent to the partner; the key of every later booking call. */
    partnerOrderId: text('partner_order_id').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    bidId: uuid('bid_id').references(() => bids.id),
    hotelId: integer('hotel_id').notNull(),
    hotelName: text('hotel_name').notNull(),
    status: text('status').notNull().default('quoted'),
    /** What the customer pays: the listed price of the prebooked rate, or the agreed bid. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The listed price before the prebook re-check, when it changed. */
    previousAmount: numeric('previous_amount', { precision: 12, scale: 2, mode: 'number' }),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    guests: jsonb('guests').$type<{ adults: number; children: number[] }[]>().notNull(),
    roomName: text('room_name').notNull(),
    meal: text('meal'),
    cancellationInfo: jsonb('cancellation_info').$type<CancellationInfo>().notNull(),
    /** The partner's prebooked rate and the payment type its booking form offered. */
    rate: jsonb('rate').$type<Record<string, unknown>>().notNull(),
    paymentType: jsonb('payment_type').$type<{ type: string; amount: string; currency_code: string }>().notNull(),
    partnerOrderNumber: integer('partner_order_number'),
    guestNames: jsonb('guest_names').$type<GuestNames>(),
    phone: text('phone'),
    comment: text('comment'),
    stripeProductId: text('stripe_product_id'),
    stripePriceId: text('stripe_price_id'),
    stripeSessionId: text('stripe_session_id'),
    stripePaymentIntent: text('stripe_payment_intent'),
    amountRefunded: numeric('amount_refunded', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    agreementNumber: text('agreement_number'),
    failure: text('failure'),
    /** The partner's own status of the order and when an operator last read it from the partner. */
    partnerStatus: text('partner_status'),
    partnerCheckedAt: timestamp('partner_checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('bookings_customer_idx').on(table.customerId, table.createdAt),
    index('bookings_price_idx').on(table.stripePriceId),
    /** A bid is paid once: a second paid booking of it is refused (and refunded). */
    uniqueIndex('bookings_paid_bid_idx')
      .on(table.bidId)
      .where(sql`status in ('paid', 'processing', 'confirmed', 'cancelled')`),
  ],
);

/** Money an operator gave back on a booking: one row per refund request, so a request repeated refunds once. */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The operator's request id: the key of the Stripe refund too. */
    requestId: uuid('request_id').notNull().unique(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    stripeRefundId: text('stripe_refund_id'),
    operatorId: uuid('operator_id').notNull(),
    /** Why, as the customer is told. */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('booking_refunds_booking_idx').on(table.bookingId, table.createdAt)],
);

export type GuestNames = {
  guests: { first_name: string; last_name: string; is_child: boolean; age: number | null }[];
}[];

/** A customer's Customer at Stripe, made when they first save a card. */
export const paymentCustomers = pgTable('payment_customers', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A card a customer saved with Stripe: what Stripe shows of it, never its number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    /** Stripe's PaymentMethod id, `pm_…`. */
    id: text('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_methods_customer_idx').on(table.customerId, table.createdAt),
    /** One default card per customer. */
    uniqueIndex('payment_methods_one_default')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Bidstay's own staff, who use the back office (/ops). */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sessionVersion: integer('session_version').notNull().default(0),
  /** The TOTP secret, encrypted (lib/secret-box.ts); null until enrolment is confirmed by a code. */
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment and not yet confirmed, encrypted. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last time step whose code was accepted: each code is used once (RFC 6238 §5.2). */
  totpLastStep: integer('totp_last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A link an invited operator sets a first password with: stored hashed, used once, valid for a while. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_invitations_operator_idx').on(table.operatorId)],
);

/** Single-use codes for an operator who lost the authenticator, kept as SHA-256 hashes. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.codeHash] })],
);

/** What operators did: appended only, a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0013). */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    /** The record acted on, as `kind:id` (`supplier:…`, `customer:…`), or empty. */
    target: text('target').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_actions_created_idx').on(table.createdAt)],
);

/** A device that receives an account's notifications: the browser's PushSubscription (RFC 8030, RFC 8291). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `customer` or `supplier`: the account's table. */
    accountRole: text('account_role').notNull(),
    accountId: text('account_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_account_idx').on(table.accountRole, table.accountId)],
);

/** A kind of notification an account switched a channel of off or on; no row: both on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountRole: text('account_role').notNull(),
    accountId: text('account_id').notNull(),
    kind: text('kind').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountRole, table.accountId, table.kind] })],
);
