import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { OpsRepository } from './ops.repository.ts';

export type NewOperator = { email: string; password: string; name: string };

export async function createOperatorAccount(repository: OpsRepository, passwords: Passwords, input: NewOperator) {
  const created = await repository.insert({
    email: input.email.trim().toLowerCase(),
    passwordHash: await passwords.hash(input.password),
    name: input.name,
  });
  if (!created) throw new AppError('conflict', messages.signUp.emailTaken);
  return created;
}
