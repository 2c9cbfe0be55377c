import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type NotFoundStateProps = {
  title: string;
  text: string;
  /** A way back to where such pages are listed, shown before the hotel search. */
  back?: { href: string; label: string };
  /** More ways on, under the buttons. */
  children?: ReactNode;
};

/** What a path the app has no page for says. */
export const pageNotFound = { title: 'Page not found', text: 'This page does not exist, or it has moved.' };

export function NotFoundState({ title, text, back, children }: NotFoundStateProps) {
  return (
    <section className="text-center py-5 px-3">
      <i className="bi bi-signpost-split display-5 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {back && (
          <Link to={back.href} className="btn btn-primary">
            {back.label}
          </Link>
        )}
        <Link to={paths.home.href()} className={back ? 'btn btn-outline-primary' : 'btn btn-primary'}>
          Search hotels
        </Link>
      </div>
      {children}
    </section>
  );
}
