import { parseArgs } from 'node:util';
import { isStrongPassword } from '@bidstay/contract';
import { ConfigError, loadConfig } from './config.ts';
import { withMigratedDatabase } from './db/command-database.ts';
import { createPasswords } from './lib/passwords.ts';
import { createSupplierAccount } from './modules/supplier/supplier-account.ts';
import { createSupplierRepository } from './modules/supplier/supplier.repository.ts';

const USAGE =
  'npm run supplier:create -- --email partner@hotel.example --password Secret123 --name "Hotel Name" (--hotels 7000021,7000047 | --all)';

/** `npm run supplier:create`: a hotel partner account for the supplier console. */
async function run() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      hotels: { type: 'string' },
      all: { type: 'boolean', default: false },
    },
  });
  const hotelIds = (values.hotels ?? '').split(',').filter(Boolean).map(Number);
  if (
    !values.email ||
    !values.password ||
    !values.name ||
    (!values.all && hotelIds.length === 0) ||
    hotelIds.some(Number.isNaN)
  ) {
    throw new Error(`usage: ${USAGE}`);
  }
  if (!isStrongPassword(values.password))
    throw new Error('the password needs 8+ characters with upper case, lower case and a digit');
  const { email, password, name, all } = values;
  const config = loadConfig();
  const passwords = createPasswords(config.passwordCost);
  const created = await withMigratedDatabase(config, (db) =>
    createSupplierAccount(createSupplierRepository(db), passwords, { email, password, name, allHotels: all, hotelIds }),
  );
  console.log(`Created supplier ${created.email} for ${all ? 'every hotel' : `${hotelIds.length} hotel(s)`}.`);
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Could not create the supplier: ${(error as Error).message}`,
  );
  process.exit(1);
});
