import type { CustomersRepository } from './customers.repository.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

type Account = { id: string; email: string; name: string; sessionVersion: number };

/**
 * Who may use a customer token: every authenticated request asks, so the answer is kept in memory.
 * A change to a customer forgets it at once in this process and, through NOTIFY, in every other;
 * the 30 s lifetime bounds what a lost notification could leave behind, and all is forgotten when listening resumes.
 */
export function createActiveAccounts(repository: CustomersRepository) {
  const known = new Map<string, { account: Account | undefined; at: number }>();

  function remember(id: string, account: Account | undefined) {
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
    known.set(id, { account, at: Date.now() });
  }

  return {
    async find(id: string): Promise<Account | undefined> {
      const hit = known.get(id);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.account;
      const row = await repository.findById(id);
      const account = row?.active
        ? { id: row.id, email: row.email, name: row.name, sessionVersion: row.sessionVersion }
        : undefined;
      remember(id, account);
      return account;
    },

    forget: (id: string) => {
      known.delete(id);
    },

    /** For when changes may have gone unheard: listening resumed after a lost connection. */
    forgetAll: () => known.clear(),
  };
}
