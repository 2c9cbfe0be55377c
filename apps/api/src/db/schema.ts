import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
  wishList: integer('wish_list')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  ...timestamps,
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const visitorLogs = pgTable('visitor_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  error: text('error').notNull(),
  ip: text('ip').notNull(),
  browser: smallint('browser').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);
