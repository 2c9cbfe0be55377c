import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../lib/error-causes.ts';
import type { Db, Tx } from './client.ts';
import { accountEmails, type AccountRole } from './schema.ts';

/** The namespace's key: one account per case-folded e-mail, whatever its role (migration 0021). */
const EMAIL_HELD = 'account_emails_pkey';

/** Whether the database refused an account because another account holds its e-mail. */
export const isEmailHeld = (error: unknown) => isUniqueViolation(error, EMAIL_HELD);

/**
 * Writes an account in a savepoint of its own (a transaction when `db` is not one): undefined, and nothing written,
 * when another account holds its e-mail, so that the caller's transaction goes on.
 */
export async function unlessEmailHeld<T>(db: Db | Tx, write: (tx: Tx) => Promise<T>): Promise<T | undefined> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isEmailHeld(error)) return undefined;
    throw error;
  }
}

/** The role of the account holding a (folded) e-mail: the only one that signs in with it. */
export async function emailHolder(db: Db, email: string): Promise<AccountRole | undefined> {
  const [row] = await db
    .select({ role: accountEmails.role })
    .from(accountEmails)
    .where(eq(accountEmails.email, email))
    .limit(1);
  return row?.role;
}
