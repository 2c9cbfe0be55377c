import { describe, expect, it } from 'vitest';
import { decodeSession } from './auth-storage';

const tokenOf = (payload: Record<string, unknown>) =>
  `header.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('decodeSession', () => {
  it('reads the role of a hotel partner and of an operator', () => {
    for (const role of ['supplier', 'operator'] as const)
      expect(decodeSession(tokenOf({ id: 'a1', role, exp: 10 }))).toMatchObject({ customerId: 'a1', role });
  });

  it('reads any other role, or none, as a customer', () => {
    expect(decodeSession(tokenOf({ id: 'c1', exp: 10 }))?.role).toBe('customer');
    expect(decodeSession(tokenOf({ id: 'c1', role: 'admin', exp: 10 }))?.role).toBe('customer');
  });

  it('is null for a token without a subject or an expiry', () => {
    expect(decodeSession(tokenOf({ role: 'operator', exp: 10 }))).toBeNull();
    expect(decodeSession(tokenOf({ id: 'o1', role: 'operator' }))).toBeNull();
  });
});
