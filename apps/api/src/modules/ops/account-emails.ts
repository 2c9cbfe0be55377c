import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { SupplierService } from '../supplier/supplier.service.ts';
import type { OpsService } from './ops.service.ts';

export const emailTaken = () => new AppError('conflict', messages.ops.emailTaken, { email: messages.ops.emailTaken });

type Holders = { customers: CustomersService; supplier: SupplierService; ops: OpsService };
type InvitedKind = 'supplier' | 'operator';

/**
 * Sign-in looks an e-mail up among customers, partners and operators: one account per e-mail. The kind being invited
 * is not asked here: its own table refuses a taken e-mail on insert, and invites again one whose link is unused.
 */
export function createEmailCheck({ customers, supplier, ops }: Holders) {
  const holders: [InvitedKind | 'customer', (email: string) => Promise<unknown>][] = [
    ['customer', customers.accountByEmail],
    ['supplier', supplier.accountByEmail],
    ['operator', ops.emailTaken],
  ];
  return async function assertEmailFree(email: string, inviting: InvitedKind) {
    for (const [kind, holds] of holders) {
      if (kind !== inviting && (await holds(email))) throw emailTaken();
    }
  };
}
