import type { Customer } from '@bidstay/contract';
import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unlessEmailHeld } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customers, newsletterSubscriptions } from '../../db/schema.ts';
import { ACCOUNT_CHANGES_CHANNEL } from '../../db/channels.ts';
import { likePattern } from '../../db/like-pattern.ts';

export type CustomerRow = typeof customers.$inferSelect;
type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, 'id' | 'email' | 'createdAt' | 'sessionVersion'>> & {
  sessionVersion?: SQL;
};

/** A change that ends every session of the account: the tokens issued before carry an older version. */
export const endingSessions = { sessionVersion: sql`${customers.sessionVersion} + 1` };

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    nationality: row.nationality,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    country: row.country,
    currency: row.currency,
    completed: row.completed,
    active: row.active,
    wishList: [...new Set(row.wishList)],
    updated: row.updatedAt.toISOString(),
  };
}

export function createCustomersRepository(db: Db) {
  /** The read every signed-in page makes, its SQL built once. */
  const customerById = db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('customer_by_id');

  return {
    async findById(id: string, tx: Db | Tx = db): Promise<CustomerRow | undefined> {
      const [row] =
        tx === db
          ? await customerById.execute({ id })
          : await tx.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
      return row;
    },

    /** undefined when any account, of any role, has the e-mail. */
    insert: (values: { email: string; passwordHash: string; now: Date }, tx: Db | Tx = db) =>
      unlessEmailHeld(tx, async (savepoint) => {
        const [row] = await savepoint
          .insert(customers)
          .values({
            email: values.email,
            passwordHash: values.passwordHash,
            createdAt: values.now,
            updatedAt: values.now,
          })
          .onConflictDoNothing({ target: customers.email })
          .returning();
        return row;
      }),

    /** Every process hears of the change (on commit), so none keeps admitting a deactivated customer. */
    async update(id: string, changes: CustomerChanges, tx: Db | Tx = db): Promise<CustomerRow | undefined> {
      const [row] = await tx.update(customers).set(changes).where(eq(customers.id, id)).returning();
      await tx.execute(sql`select pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${id})`);
      return row;
    },

    /** Customers whose e-mail, name or surname holds `q`, by e-mail. */
    async search(q: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const pattern = q && likePattern(q);
      const where = pattern
        ? or(ilike(customers.email, pattern), ilike(customers.name, pattern), ilike(customers.surname, pattern))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(customers).where(where).orderBy(asc(customers.email)).limit(limit).offset(offset),
        db.select({ total: count() }).from(customers).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async subscribeNewsletter(email: string) {
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
