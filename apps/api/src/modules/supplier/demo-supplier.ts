import { AppError } from '../../lib/app-error.ts';
import type { SupplierService } from './supplier.service.ts';

export const DEMO_SUPPLIER = { email: 'supplier@bidstay.test', password: 'Supplier123', name: 'Sandbox Hotels' };

/** The demo hotel partner of the README: answers for every sandbox hotel; created once, even by racing processes. */
export async function seedDemoSupplier(supplier: SupplierService) {
  if (await supplier.accountByEmail(DEMO_SUPPLIER.email)) return;
  await supplier.createSupplier({ ...DEMO_SUPPLIER, allHotels: true }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  });
}
