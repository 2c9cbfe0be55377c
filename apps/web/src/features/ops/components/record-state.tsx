import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { isMissingRecord } from '../lib/record';

type RecordStateProps<T> = {
  query: UseQueryResult<T>;
  /** What the record is, in lower case and one word: "customer". */
  noun: string;
  /** Said when no record has the page's id. */
  missing: string;
  /** The list the record belongs to. */
  back: { href: string; label: string };
  children: (record: T) => ReactNode;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function Unloaded<T>({ query, noun, missing }: Pick<RecordStateProps<T>, 'query' | 'noun' | 'missing'>) {
  if (isMissingRecord(query.error))
    return (
      <>
        <h1 className="h3 mb-3">No such {noun}</h1>
        <p className="text-body-secondary" data-testid={`${noun}-missing`}>
          {missing}
        </p>
      </>
    );
  return (
    <>
      <h1 className="h3 mb-3">{capitalised(noun)}</h1>
      <LoadFailed text={`Could not load this ${noun}.`} error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}

/**
 * A back-office record's page under its link back to the list: a skeleton while the record loads, a note when no
 * record has the id, a failure to retry, else the record itself.
 */
export function RecordState<T>({ query, noun, missing, back, children }: RecordStateProps<T>) {
  return (
    <>
      <Link to={back.href} className="d-inline-block mb-2 small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {back.label}
      </Link>
      {query.isPending ? (
        <ListSkeleton label={`Loading the ${noun}`} />
      ) : query.isError ? (
        <Unloaded query={query} noun={noun} missing={missing} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
