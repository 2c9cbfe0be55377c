/** Text folded as searches compare it: diacritics gone, lower case. */
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
