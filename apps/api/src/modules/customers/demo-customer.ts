import { AppError } from '../../lib/app-error.ts';
import type { CustomersService } from './customers.service.ts';

export const DEMO_CUSTOMER = { email: 'demo@bidstay.test', password: 'Demo12345' };

/**
 * The demo account of the README, with a complete profile; created once, also when several
 * processes start together (the one that loses the race finds it taken).
 */
export async function seedDemoCustomer(customers: CustomersService) {
  if (await customers.accountByEmail(DEMO_CUSTOMER.email)) return;
  const created = await customers.createCustomer({ ...DEMO_CUSTOMER, language: 'en' }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'conflict') return undefined;
    throw error;
  });
  if (!created) return;
  const { id } = created;
  await customers.updateCustomer(id, {
    name: 'Demo',
    surname: 'Traveller',
    phone: '+46 8 123 456 78',
    nationality: 'SE',
    address: 'Drottninggatan 1',
    city: 'Stockholm',
    zipCode: '111 51',
    country: 'Sweden',
    currency: 'EUR',
  });
}
