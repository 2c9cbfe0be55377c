import { createHash, randomBytes } from 'node:crypto';
import {
  type Locale,
  OPERATOR_SESSION_TTL_SECONDS,
  PASSWORD_RESET_TTL_MS,
  REMEMBER_ME_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  messages,
  type SignInBody,
} from '@bidstay/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountLanguage, emailHolder, setAccountLanguage } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { Role, Tokens } from '../../lib/tokens.ts';
import { normalizeEmail, type CustomersService } from '../customers/customers.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OpsService } from '../ops/ops.service.ts';
import type { SupplierService } from '../supplier/supplier.service.ts';
import { SIGN_IN_POLICY, emailFromAddress, type Throttles } from '../../lib/login-throttle.ts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';

type Deps = {
  db: Db;
  clock: Clock;
  queue: Queue;
  tokens: Tokens;
  customers: CustomersService;
  suppliers: SupplierService;
  ops: OpsService;
  mail: MailService;
  passwords: Passwords;
  publicUrl: string;
  throttles: Throttles;
};

type Account = {
  id: string;
  passwordHash: string;
  active: boolean;
  role: Role;
  sessionVersion: number;
  secondFactor?: boolean;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The roles that change their password here; a customer has SPEC's route. */
export type StaffRole = Exclude<Role, 'customer'>;
type PasswordChange = { currentPassword: string; password: string };
/** Whose a reset link is: a customer's or a hotel partner's. */
type ResetOwner = { kind: 'customer' | 'supplier'; id: string };

export type AuthService = ReturnType<typeof createAuthService>;

export const PASSWORD_RESET_JOB = defineJob('password-reset', z.object({ email: z.string() }));

export function createAuthService({
  db,
  clock,
  queue,
  tokens,
  customers,
  suppliers,
  ops,
  mail,
  passwords,
  publicUrl,
  throttles,
}: Deps) {
  const throttle = throttles('sign-in', SIGN_IN_POLICY);
  /** Wrong current passwords, per account whatever the address: the caller already holds one of its sessions. */
  const changeThrottle = throttles('password-change', SIGN_IN_POLICY);
  const invalid = () => new AppError('unauthorized', messages.signIn.invalidCredentials);
  const staff = {
    supplier: { passwordHashOf: suppliers.passwordHashOf, setPassword: suppliers.setPassword },
    operator: { passwordHashOf: ops.passwordHashOf, setPassword: ops.setPassword },
  };

  const accountsByRole: Record<Role, (email: string) => Promise<Omit<Account, 'role'> | undefined>> = {
    customer: customers.accountByEmail,
    supplier: suppliers.accountByEmail,
    operator: ops.accountByEmail,
  };

  /**
   * Customers, hotel partners and operators sign in at the same form; the token carries the role. The account is the
   * one holding the e-mail in the namespace of every role's e-mails, so no other account with it can stand in for it.
   */
  async function findAccount(email: string): Promise<Account | undefined> {
    const role = await emailHolder(db, email);
    const account = role && (await accountsByRole[role](email));
    return account && { ...account, role };
  }

  /** The account behind the e-mail when the password is right and the account may sign in. */
  async function verifiedAccount(email: string, password: string): Promise<Account> {
    const account = await findAccount(email);
    const valid = await passwords.verify(password, account?.passwordHash);
    if (!account || !valid || !account.active) throw invalid();
    return account;
  }

  /** An operator with a second factor signs in with a code too. */
  async function checkSecondFactor(account: Account, code: string | undefined, address: string) {
    if (!account.secondFactor) return;
    if (!code) throw new AppError('unauthorized', messages.ops.codeRequired, { code: messages.ops.codeRequired });
    await ops.checkSecondFactor({ id: account.id, address }, code);
  }

  function sessionSeconds(role: Role, rememberMe: boolean | undefined) {
    if (role === 'operator') return OPERATOR_SESSION_TTL_SECONDS;
    return rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
  }

  /** The active account a reset link may be mailed to: a customer, else a hotel partner. */
  async function resettable(email: string) {
    const holder = await emailHolder(db, email);
    if (holder === 'customer') {
      const customer = await customers.accountByEmail(email);
      if (customer?.active) return { link: { customerId: customer.id }, name: customer.name };
    }
    if (holder === 'supplier') {
      const partner = await suppliers.accountByEmail(email);
      if (partner?.active) return { link: { supplierId: partner.id }, name: partner.name };
    }
    return undefined;
  }

  /** Claims an unused, unexpired link and voids the owner's others; undefined when the link is not good. */
  async function claimReset(tokenHash: string, now: Date, tx: Tx): Promise<ResetOwner | undefined> {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ customerId: passwordResets.customerId, supplierId: passwordResets.supplierId });
    const owner: ResetOwner | undefined = claimed?.customerId
      ? { kind: 'customer', id: claimed.customerId }
      : claimed?.supplierId
        ? { kind: 'supplier', id: claimed.supplierId }
        : undefined;
    if (!owner) return undefined;
    const ownerColumn = owner.kind === 'customer' ? passwordResets.customerId : passwordResets.supplierId;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(ownerColumn, owner.id), isNull(passwordResets.usedAt)));
    return owner;
  }

  return {
    /** `address`: the client's, counted with the email (decision 003). */
    async signIn(input: SignInBody, address: string) {
      const email = normalizeEmail(input.email);
      const attempt = emailFromAddress(email, address);
      if ((await throttle.reserve(attempt)) === undefined) {
        throw new AppError('rate_limited', messages.signIn.tooManyAttempts);
      }
      const account = await verifiedAccount(email, input.password);
      // The right password without a code guessed nothing.
      if (account.secondFactor && !input.code) await throttle.cancel(attempt);
      await checkSecondFactor(account, input.code, address);
      await throttle.release(attempt);
      if (account.role === 'operator') await ops.signedIn({ id: account.id, address }, Boolean(account.secondFactor));
      const ttl = sessionSeconds(account.role, input.rememberMe);
      const subject = { id: account.id, role: account.role, version: account.sessionVersion };
      // The account's language where it chose one: the web then shows it; else the web sets the visitor's.
      const language = await accountLanguage(db, account.role, account.id);
      return { access_token: await tokens.sign(subject, ttl), ...(language && { language }) };
    },

    /** The language the account's pages, mails and pushes are in, from the visitor's choice. */
    setLanguage: ({ id, role }: { id: string; role: Role }, language: Locale) =>
      setAccountLanguage(db, role, id, language),

    /**
     * Only queues the work: the answer costs the same whether or not the account exists, so neither its content nor
     * its timing tells (no account enumeration).
     */
    async requestPasswordReset(rawEmail: string) {
      await queue.enqueue(PASSWORD_RESET_JOB, { email: normalizeEmail(rawEmail) });
    },
    /**
     * The job behind requestPasswordReset: a link for an active customer or hotel partner, nothing for anyone else (an
     * operator's password is reset by another operator's invitation).
     */
    async sendPasswordReset(email: string) {
      const account = await resettable(email);
      if (!account) return;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + PASSWORD_RESET_TTL_MS);
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({ tokenHash: hashToken(token), ...account.link, expiresAt });
        const resetUrl = `${publicUrl}/reset-password?token=${token}`;
        await mail.enqueue({ template: 'password-reset', to: email, data: { name: account.name, resetUrl } }, { tx });
      });
    },

    /** Every token of the account is refused from now on, in every process. */
    async signOutEverywhere({ id, role }: { id: string; role: Role }) {
      if (role === 'supplier') await suppliers.endSessions(id);
      else if (role === 'operator') await ops.endSessions(id);
      else await customers.endSessions(id);
    },
    /**
     * One use, within the hour; claiming the token and changing the password are one step, which voids the account's
     * other links and ends its sessions.
     */
    async resetPassword(token: string, password: string) {
      const passwordHash = await passwords.hash(password);
      const now = clock.now();
      const owner = await db.transaction(async (tx) => {
        const claimed = await claimReset(hashToken(token), now, tx);
        if (!claimed)
          throw new AppError('invalid_input', messages.passwordReset.invalidLink, {
            token: messages.passwordReset.invalidLink,
          });
        if (claimed.kind === 'customer') await customers.resetPassword(claimed.id, passwordHash, tx);
        else await suppliers.setPassword(claimed.id, passwordHash, tx);
        return claimed;
      });
      if (owner.kind === 'customer') customers.forgetAccount(owner.id);
    },

    /**
     * A hotel partner's or an operator's: the current password first (wrong five times, the account waits as sign-in
     * does), then every session ends and this one goes on with the token answered. An operator's is audited.
     */
    async changePassword({ id, role }: { id: string; role: StaffRole }, address: string, body: PasswordChange) {
      const key = `${role}:${id}`;
      if ((await changeThrottle.reserve(key)) === undefined) {
        throw new AppError('rate_limited', messages.password.tooManyAttempts);
      }
      if (!(await passwords.verify(body.currentPassword, await staff[role].passwordHashOf(id)))) {
        throw new AppError('invalid_input', messages.password.currentWrong, {
          currentPassword: messages.password.currentWrong,
        });
      }
      await changeThrottle.release(key);
      const passwordHash = await passwords.hash(body.password);
      const version = await db.transaction(async (tx) => {
        const changed = await staff[role].setPassword(id, passwordHash, tx);
        if (role === 'operator') await ops.record({ id, address }, 'password-changed', `operator:${id}`, {}, tx);
        return changed;
      });
      return { access_token: await tokens.sign({ id, role, version }, sessionSeconds(role, false)) };
    },
  };
}
