import { DEFAULT_LOCALE, isLocale, type Locale } from '@bidstay/contract';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../lib/error-causes.ts';
import type { Db, Tx } from './client.ts';
import { accountEmails, accountLanguages, type AccountRole } from './schema.ts';

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

/**
 * The language of the account holding an e-mail, which its mails are written in; English for an account that never
 * chose one, and for an address no account holds.
 */
export async function emailLanguage(db: Db, email: string): Promise<Locale> {
  const [row] = await db
    .select({ language: accountLanguages.language })
    .from(accountEmails)
    .innerJoin(
      accountLanguages,
      and(eq(accountLanguages.role, accountEmails.role), eq(accountLanguages.accountId, accountEmails.accountId)),
    )
    .where(eq(accountEmails.email, email.toLowerCase()))
    .limit(1);
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}

/** Sets the language an account's pages, mails and pushes are in. */
export async function setAccountLanguage(db: Db | Tx, role: AccountRole, accountId: string, language: Locale) {
  await db
    .insert(accountLanguages)
    .values({ role, accountId, language })
    .onConflictDoUpdate({ target: [accountLanguages.role, accountLanguages.accountId], set: { language } });
}

/** The language an account chose, if it chose one. */
export async function accountLanguage(db: Db, role: AccountRole, accountId: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ language: accountLanguages.language })
    .from(accountLanguages)
    .where(and(eq(accountLanguages.role, role), eq(accountLanguages.accountId, accountId)));
  return isLocale(row?.language) ? row.language : undefined;
}
