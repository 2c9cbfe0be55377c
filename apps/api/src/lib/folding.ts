/** Text folded as searches compare it: diacritics gone, lower case, the same in TypeScript and in SQL. */

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The folded words of a text, as suggestions compare them: "Växjö Strand" → vaxjo, strand. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A name as stored for search: its folded words joined by spaces. */
export const searchName = (name: string) => words(name).join(' ');

/** Accented Latin letters, either case, and the plain letter `normalize` folds each to: a fold SQL can do. */
export const FOLDED_LETTERS = (() => {
  const letters = Array.from({ length: 0x250 - 0xc0 }, (_, index) => String.fromCodePoint(0xc0 + index));
  const folded = letters.filter((letter) => /^[a-z]$/.test(normalize(letter)));
  return { from: folded.join(''), to: folded.map(normalize).join('') };
})();
