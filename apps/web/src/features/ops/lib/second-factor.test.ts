import { describe, expect, it } from 'vitest';
import { groupedSecret, recoveryCodesText } from './second-factor';

describe('groupedSecret', () => {
  it('splits the secret into groups of four, the last one shorter', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedSecret('')).toBe('');
  });
});

describe('recoveryCodesText', () => {
  it('names the account and lists one code a line', () => {
    const text = recoveryCodesText(['ABCDE-FGHJK', 'LMNPQ-RSTUV'], 'ops@bidstay.test');
    expect(text.split('\n')).toEqual([
      'Bidstay back office recovery codes for ops@bidstay.test',
      "Each code signs in once in place of the authenticator app's code. Keep them somewhere safe.",
      '',
      'ABCDE-FGHJK',
      'LMNPQ-RSTUV',
      '',
    ]);
  });

  it('leaves the account out when it is not known', () => {
    expect(recoveryCodesText(['ABCDE-FGHJK'], undefined).split('\n')[0]).toBe('Bidstay back office recovery codes');
  });
});
