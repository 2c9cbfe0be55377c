import { describe, expect, it } from 'vitest';
import { FOLDED_LETTERS, searchName, words } from './folding.ts';

describe('search words', () => {
  it('folds diacritics and case, and splits on anything not a letter or digit', () => {
    expect(words('Grand Hôtel Växjö-Strand 2')).toEqual(['grand', 'hotel', 'vaxjo', 'strand', '2']);
    expect(searchName('Grand Hôtel (Aurora)')).toBe('grand hotel aurora');
  });

  it('gives SQL the letters that words() folds, in either case, and what they fold to', () => {
    const { from, to } = FOLDED_LETTERS;
    const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    const foldedBySql = (text: string) => [...lowerAscii(text)].map((c) => to[from.indexOf(c)] ?? c).join('');
    expect(foldedBySql('Östra Gdańsk Växjö Kraków Şişli')).toBe(words('Östra Gdańsk Växjö Kraków Şişli').join(' '));
    expect(from).toHaveLength(to.length);
  });
});
