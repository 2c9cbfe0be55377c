import { parseArgs } from 'node:util';
import { isStrongPassword } from '@bidstay/contract';
import { ConfigError, loadConfig } from './config.ts';
import { withMigratedDatabase } from './db/command-database.ts';
import { createOperatorAccount } from './modules/ops/operator-account.ts';
import { createOpsRepository } from './modules/ops/ops.repository.ts';

const USAGE = 'npm run operator:create -- --email you@bidstay.example --password Secret123 --name "Your Name"';

/** `npm run operator:create`: the first operator of a server (production seeds none); they enrol a second factor at first sign-in. */
async function run() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password || !values.name) throw new Error(`usage: ${USAGE}`);
  if (!isStrongPassword(values.password))
    throw new Error('the password needs 8+ characters with upper case, lower case and a digit');
  const { email, password, name } = values;
  const created = await withMigratedDatabase(loadConfig(), (db) =>
    createOperatorAccount(createOpsRepository(db), { email, password, name }),
  );
  console.log(`Created operator ${created.email}; they enrol a second factor at first sign-in (see the README).`);
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Could not create the operator: ${(error as Error).message}`,
  );
  process.exit(1);
});
