import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { isApiError } from '@/lib/api-client';

export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <section className="text-center py-5 px-3">
      <i className="bi bi-signpost-split display-5 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        Search hotels
      </Link>
    </section>
  );
}

export function LoadFailed({ error, onRetry, text }: { error: unknown; onRetry: () => void; text: string }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{isApiError(error) ? error.message : text}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
