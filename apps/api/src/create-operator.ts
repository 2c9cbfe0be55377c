import { parseArgs } from 'node:util';
import { isStrongPassword } from '@bidstay/contract';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createOperatorAccount } from './modules/ops/operator-account.ts';
import { createOpsRepository } from './modules/ops/ops.repository.ts';

const USAGE = 'npm run operator:create -- --email you@bidstay.example --password Secret123 --name "Your Name"';

/** `npm run operator:create`: the first operator of a server (production seeds none); they enrol at first sign-in. */
async function run() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password || !values.name) throw new Error(`usage: ${USAGE}`);
  if (!isStrongPassword(values.password))
    throw new Error('the password needs 8+ characters with upper case, lower case and a digit');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(database.db);
    const created = await createOperatorAccount(createOpsRepository(database.db), {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(`Created operator ${created.email}; they set up two-factor sign-in at /ops.`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Could not create the operator: ${(error as Error).message}`,
  );
  process.exit(1);
});
