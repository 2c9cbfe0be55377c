import { messages } from '@bidstay/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { CallLimit } from '../lib/call-limit.ts';
import { principalOf } from './authenticate.ts';

/**
 * A signed-in call that asks the partner for a rate counts as browsing, per account and after its authentication:
 * one account cannot spend the partner's quota that every visitor shares, from however many addresses (decision 029).
 */
export function accountBrowsing(calls: CallLimit, perMinute: number): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!(await calls.take(`account:${principalOf(request).id}`, perMinute)))
      throw new AppError('rate_limited', messages.generic.tooManyRequests);
  };
}
