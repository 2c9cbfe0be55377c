import type { I18n } from '@lingui/core';

type Template = { id: string; pattern: RegExp; names: string[] };

const templatesOf = new WeakMap<object, Template[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's ids with placeholders (`fill`'s templates in messages.ts), each as a pattern of its English text. */
function templates(i18n: I18n): Template[] {
  const catalogue = i18n.messages;
  let known = templatesOf.get(catalogue);
  if (!known) {
    known = Object.keys(catalogue)
      .filter((id) => /\{\w+\}/.test(id))
      .map((id) => {
        const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const source = id
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('(.+?)');
        return { id, pattern: new RegExp(`^${source}$`, 's'), names };
      });
    templatesOf.set(catalogue, known);
  }
  return known;
}

/**
 * A text of the contract's `messages` (the English an error or a form carries) in `i18n`'s language: its own entry of
 * the catalogue, or, for a text made by `fill`, its template's with the same values. Any other text is returned as
 * it is.
 */
export function translateMessage(i18n: I18n, text: string): string {
  if (text in i18n.messages) return i18n._(text);
  for (const { id, pattern, names } of templates(i18n)) {
    const match = pattern.exec(text);
    if (match) return i18n._(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return text;
}
