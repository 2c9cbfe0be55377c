import { publicationSummarySchema } from '@bidstay/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { buildPost } from '@/testing/mocks/data';
import { on, refuse } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { BlogPage } from './blog-page';

const answerPosts = (posts: ReturnType<typeof buildPost>[]) =>
  server.use(
    on('get', '/api/getPublicationList', { answer: publicationSummarySchema.array() }, ({ url }) =>
      url.searchParams.get('type') === 'blog' ? posts : [],
    ),
  );

describe('the blog', () => {
  it('lists the posts, each a link to itself with its summary', async () => {
    answerPosts([
      buildPost(),
      buildPost({ id: 'counter-offers', title: 'What a counter-offer is', summary: 'The hotel names its price.' }),
    ]);
    const { user } = renderWithProviders(<BlogPage />, { url: '/blog' });

    const link = await screen.findByRole('link', { name: 'How to bid on a hotel room' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('The hotel names its price.')).toBeVisible();

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/how-to-bid');
  });

  it('points to how bidding works while there are no posts', async () => {
    answerPosts([]);
    renderWithProviders(<BlogPage />, { url: '/blog' });

    expect(await screen.findByRole('link', { name: 'how bidding works' })).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says when the posts could not be loaded', async () => {
    server.use(refuse('get', '/api/getPublicationList', 503, 'Try again later.', { error: 'unavailable' }));
    renderWithProviders(<BlogPage />, { url: '/blog' });

    expect(await screen.findByText('We could not load the blog. Please try again.')).toBeVisible();
  });
});

describe('the blog in Swedish', () => {
  afterEach(() => activateLocale('en'));

  it('marks a post that has no Swedish yet as English, and only that one', async () => {
    answerPosts([
      buildPost({ id: 'smart', title: 'Så budar du smart', summary: 'Sju vanor som ger ett ja.', language: 'sv' }),
      buildPost(),
    ]);
    await activateLocale('sv');
    renderWithProviders(<BlogPage />, { url: '/blog' });

    const english = await screen.findByRole('heading', { name: 'How to bid on a hotel room' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Name your price, and let the hotel answer.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Så budar du smart' })).not.toHaveAttribute('lang');
  });
});
