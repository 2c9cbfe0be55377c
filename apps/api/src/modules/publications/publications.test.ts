import { LOCALE_COOKIE } from '@bidstay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema.ts';
import { PUBLICATIONS } from './publications.seed.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { expectKeptAnswer } from '../../../test/kept-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.services.publications.seed();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const getIn = (language: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('publications', () => {
  it('lists the pages and the blog posts, newest first', async () => {
    const pages = (await get('/api/getPublicationList?type=page')).json();
    expect(pages.map((page: { id: string }) => page.id).sort()).toEqual(
      ['about', 'bidding', 'cancellation', 'contact', 'cookies', 'faq', 'privacy', 'terms'].sort(),
    );
    const posts = (await get('/api/getPublicationList?type=blog')).json();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((post: { publishedAt: string }) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers one publication with its sections; an unknown one is 404', async () => {
    const faq = (await get('/api/getPublication?id=faq')).json();
    expect(faq).toMatchObject({ id: 'faq', type: 'page', title: expect.any(String) });
    expect(faq.sections.length).toBeGreaterThan(5);
    expect((await get('/api/getPublication?id=nothing')).statusCode).toBe(404);
    expect((await get('/api/getPublicationList?type=secret')).statusCode).toBe(400);
  });

  it('sends the publications as kept answers: gzipped to a browser, 304 to one that holds them', async () => {
    for (const url of ['/api/getPublication?id=faq', '/api/getPublicationList?type=page'])
      await expectKeptAnswer(t.app, url);
  });

  it('sends the texts a seed writes, not those read before it', async () => {
    await t.db.update(publications).set({ title: 'An old title' }).where(eq(publications.id, 'terms'));
    expect((await get('/api/getPublication?id=terms')).json().title).toBe('An old title');
    await t.app.services.publications.seed();
    expect((await get('/api/getPublication?id=terms')).json().title).not.toBe('An old title');
  });

  it('seeding twice keeps one copy of each', async () => {
    await t.app.services.publications.seed();
    const pages = (await get('/api/getPublicationList')).json();
    expect(new Set(pages.map((page: { id: string }) => page.id)).size).toBe(pages.length);
  });

  it('answers a publication in Swedish to a caller who reads Swedish, saying so', async () => {
    const about = await getIn('sv-SE,sv;q=0.9,en;q=0.8', '/api/getPublication?id=about');
    expect(about.headers.vary).toContain('accept-language');
    const swedish = PUBLICATIONS.find((seed) => seed.id === 'about')?.translations.sv;
    expect(about.json()).toMatchObject({ id: 'about', language: 'sv', title: swedish?.title });
    expect(about.json().sections).toEqual(swedish?.sections);

    const english = (await getIn('en', '/api/getPublication?id=about')).json();
    expect(english).toMatchObject({ language: 'en', title: PUBLICATIONS.find((seed) => seed.id === 'about')?.title });
  });

  it("a chosen language outweighs the browser's", async () => {
    const about = await t.app.inject({
      method: 'GET',
      url: '/api/getPublication?id=about',
      headers: { 'accept-language': 'sv', cookie: `${LOCALE_COOKIE}=en` },
    });
    expect(about.json().language).toBe('en');
  });

  it('answers English, saying so, where a publication has no Swedish text', async () => {
    await t.db.insert(publications).values({
      id: 'only-english',
      type: 'blog',
      title: 'Only in English',
      summary: 'Not translated yet.',
      body: JSON.stringify([{ paragraphs: ['Still English.'] }]),
      publishedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    const post = (await getIn('sv', '/api/getPublication?id=only-english')).json();
    expect(post).toMatchObject({
      title: 'Only in English',
      language: 'en',
      sections: [{ paragraphs: ['Still English.'] }],
    });

    const posts = (await getIn('sv', '/api/getPublicationList?type=blog')).json();
    const languages = Object.fromEntries(
      posts.map((each: { id: string; language: string }) => [each.id, each.language]),
    );
    expect(languages['only-english']).toBe('en');
    expect(Object.values(languages).filter((language) => language === 'sv')).toHaveLength(posts.length - 1);
  });

  it('every seeded publication has its Swedish text, section by section', () => {
    for (const seed of PUBLICATIONS) {
      const swedish = seed.translations.sv;
      expect(swedish, seed.id).toBeDefined();
      expect(swedish?.sections.length, seed.id).toBe(seed.sections.length);
    }
  });
});
