import { publicationSchema, type Publication } from '@bidstay/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { on } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { PublicationPage } from './publication-page';

const about = (overrides: Partial<Publication>): Publication => ({
  id: 'about',
  type: 'page',
  title: 'About Bidstay',
  summary: 'A hotel booking site from Stockholm.',
  publishedAt: '2026-09-01T09:00:00.000Z',
  language: 'en',
  sections: [{ heading: 'Who we are', paragraphs: ['A small team in Stockholm.'] }],
  ...overrides,
});

const swedish = about({
  title: 'Om Bidstay',
  summary: 'En sajt för hotellbokning från Stockholm.',
  language: 'sv',
  sections: [{ heading: 'Vilka vi är', paragraphs: ['Ett litet team i Stockholm.'] }],
});

/** Answers what the API would answer in the language the test says the request carries. */
function answerAbout(answers: { current: Publication }) {
  server.use(on('get', '/api/getPublication', { answer: publicationSchema }, () => answers.current));
}

describe('a publication page', () => {
  afterEach(() => activateLocale('en'));

  it('asks for the text again when the language changes, without a reload', async () => {
    const answers = { current: about({}) };
    answerAbout(answers);
    renderWithProviders(<PublicationPage id="about" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Bidstay' })).toBeVisible();

    answers.current = swedish;
    await act(() => activateLocale('sv'));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Om Bidstay' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'sv');
    expect(screen.getByText('Ett litet team i Stockholm.')).toBeVisible();
  });

  it('marks a text that has no Swedish yet as English', async () => {
    answerAbout({ current: about({}) });
    await activateLocale('sv');
    renderWithProviders(<PublicationPage id="about" />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'About Bidstay' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('A small team in Stockholm.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
