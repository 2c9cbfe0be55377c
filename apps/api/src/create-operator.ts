import { parseArgs } from 'node:util';
import { isStrongPassword } from '@bidstay/contract';
import { ConfigError, loadConfig } from './config.ts';
import { withMigratedDatabase } from './db/command-database.ts';
import { createPasswords } from './lib/passwords.ts';
import { createOperatorAccount } from './modules/ops/operator-account.ts';
import { createOpsRepository } from './modules/ops/ops.repository.ts';

const USAGE = 'npm run operator:create -- --email you@bidstay.example --password Secret123 --name "Your Name"';

/** Each `--email` with the `--name` at its place: several operators in one run (the e2e server's). */
function operatorsOf(emails: string[] = [], names: string[] = [], password?: string) {
  if (emails.length === 0 || emails.length !== names.length || !password) throw new Error(`usage: ${USAGE}`);
  if (!isStrongPassword(password))
    throw new Error('the password needs 8+ characters with upper case, lower case and a digit');
  return emails.map((email, index) => ({ email, password, name: names[index]! }));
}

/** `npm run operator:create`: the first operator of a server (production seeds none); they enrol a second factor at first sign-in. */
async function run() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string', multiple: true },
      password: { type: 'string' },
      name: { type: 'string', multiple: true },
    },
  });
  const operators = operatorsOf(values.email, values.name, values.password);
  const config = loadConfig();
  const passwords = createPasswords(config.passwordCost);
  await withMigratedDatabase(config, async (db) => {
    const repository = createOpsRepository(db);
    for (const operator of operators) {
      const created = await createOperatorAccount(repository, passwords, operator);
      console.log(`Created operator ${created.email}; they enrol a second factor at first sign-in (see the README).`);
    }
  });
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Could not create the operator: ${(error as Error).message}`,
  );
  process.exit(1);
});
