import { Link } from 'react-router';
import { paths } from '@/config/paths';

type NotFoundStateProps = {
  title: string;
  text: string;
  /** A way back to where such pages are listed, shown before the hotel search. */
  back?: { href: string; label: string };
};

export function NotFoundState({ title, text, back }: NotFoundStateProps) {
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
    </section>
  );
}
