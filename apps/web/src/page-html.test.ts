import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Bidstay</title></head><body><div id="root"></div></body>';

describe('a page rendered into index.html', () => {
  it('puts the markup in #root, inert, and the title in the head', () => {
    expect(
      pageHtml(TEMPLATE, { markup: '<h1>Stockholm</h1>', locale: 'en', title: 'Hotels in Stockholm · Bidstay' }),
    ).toBe(
      '<!doctype html><html lang="en"><head><title>Hotels in Stockholm · Bidstay</title></head>' +
        '<body><div id="root" inert><h1>Stockholm</h1></div></body>',
    );
  });

  it('marks a page rendered with its answers for the app to wait for the same', () => {
    expect(pageHtml(TEMPLATE, { markup: '', locale: 'en' }, { answered: true })).toContain(
      '<div id="root" inert data-answered>',
    );
  });

  it('marks the page with its language', () => {
    expect(pageHtml(TEMPLATE, { markup: '<h1>Hem</h1>', locale: 'sv' })).toContain('<html lang="sv">');
  });

  it('keeps the template title when the page has none', () => {
    expect(pageHtml(TEMPLATE, { markup: '<p>Hotel</p>', locale: 'en' })).toContain('<title>Bidstay</title>');
  });

  it('takes dollar signs in the markup and the title as text, and escapes the title', () => {
    const html = pageHtml(TEMPLATE, {
      markup: "<p>Rooms from $$ ($& and $' are text)</p>",
      locale: 'en',
      title: 'Inn & Spa $& <b>',
    });
    expect(html).toContain('<div id="root" inert><p>Rooms from $$ ($& and $\' are text)</p></div>');
    expect(html).toContain('<title>Inn &amp; Spa $&amp; &lt;b&gt;</title>');
  });
});
