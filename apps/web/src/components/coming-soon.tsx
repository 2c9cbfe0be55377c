import { Link } from 'react-router';
import { paths } from '@/app/paths';

type ComingSoonProps = { title: string; icon?: string; text?: string };

export function ComingSoon({ title, icon = 'bi-hourglass-split', text }: ComingSoonProps) {
  return (
    <section className="coming-soon text-center py-5 px-3" aria-labelledby="coming-soon-title">
      <div className="coming-soon-icon mx-auto mb-4" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </div>
      <h1 id="coming-soon-title" className="h3 mb-2">
        {title}
      </h1>
      <p className="text-body-secondary mb-4 mx-auto coming-soon-text">
        {text ?? 'We are putting the finishing touches on this page. It will be ready soon.'}
      </p>
      <Link to={paths.home.href()} className="btn btn-primary">
        <i className="bi bi-house-door me-2" aria-hidden="true" />
        Back to home
      </Link>
    </section>
  );
}
