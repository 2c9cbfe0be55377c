import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { isMissingRecord } from '../lib/record';

type RecordStateProps<T> = {
  query: UseQueryResult<T>;
  /** What the record is: names the page's texts and its test ids. */
  noun: RecordNoun;
  /** Said when no record has the page's id. */
  missing: string;
  /** The list the record belongs to. */
  back: { href: string; label: string };
  children: (record: T) => ReactNode;
};

type RecordNoun = 'booking' | 'customer' | 'partner';

/** What a record's page says when it has no record to show, for each kind of record. */
const WORDS: Record<RecordNoun, Record<'title' | 'none' | 'failed' | 'loading', MessageDescriptor>> = {
  booking: {
    title: msg`Booking`,
    none: msg`No such booking`,
    failed: msg`Could not load this booking.`,
    loading: msg`Loading the booking`,
  },
  customer: {
    title: msg`Customer`,
    none: msg`No such customer`,
    failed: msg`Could not load this customer.`,
    loading: msg`Loading the customer`,
  },
  partner: {
    title: msg`Partner`,
    none: msg`No such partner`,
    failed: msg`Could not load this partner.`,
    loading: msg`Loading the partner`,
  },
};

function Unloaded<T>({ query, noun, missing }: Pick<RecordStateProps<T>, 'query' | 'noun' | 'missing'>) {
  const { i18n } = useLingui();
  if (isMissingRecord(query.error))
    return (
      <>
        <h1 className="h3 mb-3">{i18n._(WORDS[noun].none)}</h1>
        <p className="text-body-secondary" data-testid={`${noun}-missing`}>
          {missing}
        </p>
      </>
    );
  return (
    <>
      <h1 className="h3 mb-3">{i18n._(WORDS[noun].title)}</h1>
      <LoadFailed text={i18n._(WORDS[noun].failed)} error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}

/**
 * A back-office record's page under its link back to the list: a skeleton while the record loads, a note when no
 * record has the id, a failure to retry, else the record itself.
 */
export function RecordState<T>({ query, noun, missing, back, children }: RecordStateProps<T>) {
  const { i18n } = useLingui();
  return (
    <>
      <Link to={back.href} className="d-inline-block mb-2 small">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {back.label}
      </Link>
      {query.isPending ? (
        <ListSkeleton label={i18n._(WORDS[noun].loading)} />
      ) : query.isError ? (
        <Unloaded query={query} noun={noun} missing={missing} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
