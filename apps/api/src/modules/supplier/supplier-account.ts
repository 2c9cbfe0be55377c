import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SupplierRepository } from './supplier.repository.ts';

export type NewSupplier = { email: string; password: string; name: string; allHotels?: boolean; hotelIds?: number[] };

/** A hotel partner account, for the hotels it answers for (or all of them). */
export async function createSupplierAccount(repository: SupplierRepository, input: NewSupplier) {
  const created = await repository.insert({
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    name: input.name,
    allHotels: input.allHotels ?? false,
    hotelIds: input.hotelIds ?? [],
  });
  if (!created) throw new AppError('conflict', messages.signUp.emailTaken);
  return created;
}
