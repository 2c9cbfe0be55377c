import { describe, expect, it } from 'vitest';
import { createLru, FOLDED_LETTERS, searchName, words } from './catalogue.ts';

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

describe('the bounded cache', () => {
  it('forgets the least recently used past its size, and everything after its time', () => {
    let now = 0;
    const lru = createLru<number, string>(2, 1000, () => now);
    lru.set(1, 'one');
    lru.set(2, 'two');
    expect(lru.get(1)).toBe('one');
    lru.set(3, 'three');
    expect(lru.get(2)).toBeUndefined();
    expect(lru.get(1)).toBe('one');
    now = 1001;
    expect(lru.get(3)).toBeUndefined();
  });
});
