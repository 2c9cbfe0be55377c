import { describe, expect, it } from 'vitest';
import { searchName, words } from './folding.ts';

describe('search words', () => {
  it('folds diacritics and case, and splits on anything not a letter or digit', () => {
    expect(words('Grand Hôtel Växjö-Strand 2')).toEqual(['grand', 'hotel', 'vaxjo', 'strand', '2']);
    expect(searchName('Grand Hôtel (Aurora)')).toBe('grand hotel aurora');
  });
});
