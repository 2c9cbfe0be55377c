/** The app rendered on the server: its markup, its language and, where the page has one, its document's title. */
export type RenderedApp = { markup: string; locale: string; title?: string };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page rendered into it, in its language (`<html lang>`): the markup in #root, inert until the app replaces it (`answered`: the
 * app's first render waits for the same answers, src/main.tsx), and the page's title in the head. The replacements
 * are functions, so that a hotel's text holding `$&` or `$$` is not read as a pattern.
 */
export function pageHtml(template: string, { markup, title, locale }: RenderedApp, { answered = false } = {}): string {
  const root = `<div id="root" inert${answered ? ' data-answered' : ''}>${markup}</div>`;
  const page = inLanguage(template, locale).replace('<div id="root"></div>', () => root);
  if (title === undefined) return page;
  return page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
}

/** index.html marked as written in `locale`. */
export function inLanguage(template: string, locale: string): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}
