import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/error-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShownLocale } from '@/hooks/use-shown-locale';
import { formatCalendarDate } from '@/lib/format';
import { usePublicationList } from '../api/get-publication-list';
import { textLang } from '../lib/text-lang';

export function BlogPage() {
  const { t } = useLingui();
  const posts = usePublicationList('blog');
  const shown = useShownLocale();
  useDocumentTitle(t`Blog`);
  return (
    <div className="container py-5 publication">
      <h1 className="display-6 fw-semibold mb-4">
        <Trans>Blog</Trans>
      </h1>
      {posts.isPending && (
        <div className="d-grid gap-3 placeholder-glow" aria-busy="true" aria-label={t`Loading posts`}>
          {[0, 1, 2].map((index) => (
            <span key={index} className="placeholder rounded-3 blog-skeleton" />
          ))}
        </div>
      )}
      {posts.isError && <ErrorState text={t`We could not load the blog. Please try again.`} />}
      {posts.data?.length === 0 && (
        <p className="lead">
          <Trans>
            No posts yet. Meanwhile, read <Link to={paths.content.bidding.href()}>how bidding works</Link>.
          </Trans>
        </p>
      )}
      <ul className="list-unstyled d-grid gap-3">
        {posts.data?.map((post) => (
          <li key={post.id}>
            <article className="card border-0 shadow-sm blog-card">
              <div className="card-body p-4">
                <p className="eyebrow mb-1">{formatCalendarDate(post.publishedAt.slice(0, 10))}</p>
                <h2 className="h4" lang={textLang(post.language, shown)}>
                  <Link to={paths.blogPost.href(post.id)} className="stretched-link text-reset text-decoration-none">
                    {post.title}
                  </Link>
                </h2>
                <p className="text-body-secondary mb-0" lang={textLang(post.language, shown)}>
                  {post.summary}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
