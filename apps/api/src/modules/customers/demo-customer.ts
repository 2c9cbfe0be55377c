import type { CustomersService } from './customers.service.ts';

export const DEMO_CUSTOMER = { email: 'demo@bidstay.test', password: 'Demo12345' };

/** The demo account of the README, with a complete profile; created once. */
export async function seedDemoCustomer(customers: CustomersService) {
  if (await customers.repository.findByEmail(DEMO_CUSTOMER.email)) return;
  const { id } = await customers.createCustomer(DEMO_CUSTOMER);
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
