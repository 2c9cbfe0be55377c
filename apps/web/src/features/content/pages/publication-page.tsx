import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { ErrorState } from '@/components/error-state';
import { NotFoundState, pageNotFound, useSaid } from '@/components/not-found-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useShownLocale } from '@/hooks/use-shown-locale';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { usePublication } from '../api/get-publication';
import { PublicationBody } from '../components/publication-body';
import { PublicationSkeleton } from '../components/publication-skeleton';
import { textLang } from '../lib/text-lang';

type PublicationPageProps = { id: string; notFound?: ComponentProps<typeof NotFoundState> };

export function PublicationPage({ id, notFound = pageNotFound }: PublicationPageProps) {
  const { t } = useLingui();
  const say = useSaid();
  const shown = useShownLocale();
  const publication = usePublication(id);
  const missing = isApiError(publication.error, 404);
  useDocumentTitle(missing ? say(notFound.title) : publication.data?.title);
  if (missing) return <NotFoundState {...notFound} />;
  return (
    <article className="container py-5 publication">
      {publication.isPending && <PublicationSkeleton />}
      {publication.isError && <ErrorState text={t`We could not load this page. Please try again.`} />}
      {publication.data && (
        <div lang={textLang(publication.data.language, shown)}>
          <header className="mb-4">
            {publication.data.type === 'blog' && (
              <p className="eyebrow mb-2">{formatCalendarDate(publication.data.publishedAt.slice(0, 10))}</p>
            )}
            <h1 className="display-6 fw-semibold">{publication.data.title}</h1>
            <p className="lead text-body-secondary">{publication.data.summary}</p>
          </header>
          <PublicationBody publication={publication.data} />
        </div>
      )}
    </article>
  );
}
