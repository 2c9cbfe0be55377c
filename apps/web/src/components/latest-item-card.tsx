import type { ReactNode } from 'react';
import { Link } from 'react-router';

type LatestItemCardProps = {
  title: string;
  testId: string;
  link: { href: string; label: string };
  /** What to show: the item, or the line saying there is none (or that it is loading). */
  children: ReactNode;
};

/** A dashboard card with the customer's latest item of a kind and a link to all of them. */
export function LatestItemCard({ title, testId, link, children }: LatestItemCardProps) {
  return (
    <section className="card border-0 shadow-sm h-100" data-testid={testId} aria-label={title}>
      <div className="card-body d-flex flex-column gap-2">
        <h2 className="h6 text-body-secondary mb-0">{title}</h2>
        <div className="flex-grow-1">{children}</div>
        <Link to={link.href} className="btn btn-outline-primary btn-sm align-self-start">
          {link.label}
        </Link>
      </div>
    </section>
  );
}
