import { messages } from '@bidstay/contract/plain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { asksForCode } from './second-factor';

describe('asksForCode', () => {
  it('is true for a refused sign-in that names the code field', () => {
    expect(asksForCode(new ApiError(401, messages.ops.codeRequired, { code: messages.ops.codeRequired }))).toBe(true);
  });

  it('is false for wrong credentials, other statuses and errors that are not the API’s', () => {
    expect(asksForCode(new ApiError(401, messages.signIn.invalidCredentials))).toBe(false);
    expect(asksForCode(new ApiError(429, messages.signIn.tooManyAttempts, { code: 'x' }))).toBe(false);
    expect(asksForCode(new Error('offline'))).toBe(false);
  });
});
