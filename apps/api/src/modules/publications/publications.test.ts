import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { expectKeptAnswer } from '../../../test/kept-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.services.publications.seed();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
});
