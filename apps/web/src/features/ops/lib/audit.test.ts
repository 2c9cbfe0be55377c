import { AUDIT_PAGE_SIZE } from '@bidstay/contract';
import { describe, expect, it } from 'vitest';
import { auditDetailText, auditPageCount } from './audit';

describe('auditPageCount', () => {
  it('is one page for an empty trail and rounds a partial page up', () => {
    expect(auditPageCount(0)).toBe(1);
    expect(auditPageCount(AUDIT_PAGE_SIZE)).toBe(1);
    expect(auditPageCount(AUDIT_PAGE_SIZE + 1)).toBe(2);
  });
});

describe('auditDetailText', () => {
  it('writes each pair as key: value', () => {
    expect(auditDetailText({ secondFactor: true, amount: 12.5, currency: 'EUR' })).toBe(
      'secondFactor: true, amount: 12.5, currency: EUR',
    );
    expect(auditDetailText({})).toBe('');
  });
});
