import { AppError } from '../../lib/app-error.ts';
import type { OpsService } from './ops.service.ts';

export const DEMO_OPERATOR = { email: 'ops@bidstay.test', password: 'Operator123', name: 'Bidstay Operations' };

/** The demo operator of the README, without a second factor: the first sign-in enrols one. */
export async function seedDemoOperator(ops: OpsService) {
  if (await ops.accountByEmail(DEMO_OPERATOR.email)) return;
  await ops.createOperator(DEMO_OPERATOR).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  });
}
