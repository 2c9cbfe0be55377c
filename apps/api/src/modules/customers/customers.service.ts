import {
  REGISTRATION_REMINDER_DELAY_MS,
  type AccountSearchQuery,
  type CustomerSummary,
  isProfileComplete,
  messages,
  DEFAULT_LOCALE,
  type Locale,
  type UpdateCustomerBody,
} from '@bidstay/contract';
import { setAccountLanguage } from '../../db/account-emails.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { SIGN_IN_POLICY, type Throttles } from '../../lib/login-throttle.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createActiveAccounts } from './active-accounts.ts';
import { endingSessions, toCustomer, type CustomerRow, type CustomersRepository } from './customers.repository.ts';

export type CustomersService = ReturnType<typeof createCustomersService>;

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

type Deps = {
  db: Db;
  repository: CustomersRepository;
  clock: Clock;
  mail: MailService;
  passwords: Passwords;
  throttles: Throttles;
};

export function createCustomersService({ db, repository, clock, mail, passwords, throttles }: Deps) {
  const accounts = createActiveAccounts(repository);
  /**
   * Wrong current passwords of a password change, per account, counted by the whole fleet: an open session must not
   * guess its way in.
   */
  const passwordChecks = throttles('password-check', SIGN_IN_POLICY);

  async function requireCustomer(id: string): Promise<CustomerRow> {
    const row = await repository.findById(id);
    if (!row) throw new AppError('not_found', messages.generic.notFound);
    return row;
  }

  return {
    /** The account behind an e-mail, with what signing in checks. */
    accountByEmail: (email: string) => repository.findByEmail(email),
    /** The account behind a customer token, if it may still be used. */
    activeAccount: accounts.find,
    forgetAccount: accounts.forget,
    forgetAllAccounts: accounts.forgetAll,

    /** Sign-up, in the language the visitor signed up in: the account, the welcome mail and the reminder in one transaction. */
    async createCustomer(input: { email: string; password: string; language: Locale }) {
      const email = normalizeEmail(input.email);
      const passwordHash = await passwords.hash(input.password);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await repository.insert({ email, passwordHash, now }, tx);
        if (!created) return undefined;
        if (input.language !== DEFAULT_LOCALE) await setAccountLanguage(tx, 'customer', created.id, input.language);
        await mail.enqueue({ template: 'welcome', to: email }, { tx });
        await mail.enqueueReminder(created.id, new Date(now.getTime() + REGISTRATION_REMINDER_DELAY_MS), tx);
        return created;
      });
      if (!row) throw new AppError('conflict', messages.signUp.emailTaken, { email: messages.signUp.emailTaken });
      return { id: row.id, email: row.email };
    },

    async getCustomer(id: string) {
      return toCustomer(await requireCustomer(id));
    },

    /** Whom a mail to the customer goes to: the account kept for their sessions, read only when it is not kept. */
    async recipient(id: string): Promise<{ email: string; name: string }> {
      return (await accounts.find(id)) ?? (await requireCustomer(id));
    },

    /** Profile changes; `completed` is computed here, and the thank-you mail goes once, ever. */
    async updateCustomer(id: string, body: UpdateCustomerBody) {
      const { email: _email, completed: _completed, updated: _updated, active, ...fields } = body;
      const customer = await db.transaction(async (tx) => {
        const current = await repository.findById(id, tx);
        if (!current) throw new AppError('not_found', messages.generic.notFound);
        const merged = { ...current, ...fields };
        const completed = isProfileComplete(merged);
        const row = await repository.update(
          id,
          {
            ...fields,
            completed,
            updatedAt: clock.now(),
            ...(active === false && { active: false, ...endingSessions }),
          },
          tx,
        );
        if (completed && !current.completed) {
          await mail.enqueue(
            { template: 'profile-completed', to: current.email, data: { name: merged.name } },
            { tx, dedupeKey: `profile-completed:${id}` },
          );
        }
        return toCustomer(row ?? current);
      });
      accounts.forget(id);
      return customer;
    },

    /** Asks for the current password, so a session left open cannot take the account; ends every session. */
    async changePassword(id: string, { currentPassword, password }: { currentPassword: string; password: string }) {
      const current = await requireCustomer(id);
      if ((await passwordChecks.reserve(id)) === undefined) {
        throw new AppError('rate_limited', messages.password.tooManyAttempts);
      }
      if (!(await passwords.verify(currentPassword, current.passwordHash))) {
        throw new AppError('invalid_input', messages.password.currentWrong, {
          currentPassword: messages.password.currentWrong,
        });
      }
      await passwordChecks.release(id);
      const passwordHash = await passwords.hash(password);
      await repository.update(id, { passwordHash, updatedAt: clock.now(), ...endingSessions });
      accounts.forget(id);
    },
    /** A password set from a reset link, in the transaction that claims the link; ends every session. */
    async resetPassword(id: string, passwordHash: string, tx: Tx) {
      await repository.update(id, { passwordHash, updatedAt: clock.now(), ...endingSessions }, tx);
    },
    /** Sign out everywhere: every token issued before is refused, in every process. */
    async endSessions(id: string) {
      await repository.update(id, endingSessions);
      accounts.forget(id);
    },

    async search({ q, page }: AccountSearchQuery, pageSize: number) {
      const found = await repository.search(q, { limit: pageSize, offset: (page - 1) * pageSize });
      return { customers: found.rows.map(toSummary), total: found.total };
    },

    /**
     * An operator's change, in the transaction that records it: deactivating ends every session too. The caller
     * forgets the account once committed (other processes hear of it then).
     */
    async setActive(id: string, active: boolean, tx: Tx) {
      const changes = active ? { active } : { active, ...endingSessions };
      const row = await repository.update(id, { ...changes, updatedAt: clock.now() }, tx);
      if (!row) throw new AppError('not_found', messages.generic.notFound);
      return toCustomer(row);
    },

    async subscribeNewsletter(email: string) {
      await repository.subscribeNewsletter(normalizeEmail(email));
    },

    /** Sends the reminder only while the profile is still incomplete. */
    async remindToComplete(customerId: string) {
      const row = await repository.findById(customerId);
      if (!row || !row.active || row.completed) return;
      await mail.deliver({ template: 'registration-reminder', to: row.email, data: { name: row.name } });
    },
  };
}
