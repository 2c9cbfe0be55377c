import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ListSkeleton } from '@/components/list-skeleton';
import { useToast } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { supplierBidsQueryOptions, useSupplierBids } from '../api/get-supplier-bids';
import { BidHistory } from '../components/bid-history';
import { PendingBidCards, PendingBidsTable } from '../components/pending-bids';

type View = 'pending' | 'history';

const views: { value: View; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'history', label: 'History' },
];

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">We could not load the bids.</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="text-center py-5 bg-body-tertiary rounded-3">
      <i className="bi bi-inbox display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead mb-0">{text}</p>
    </div>
  );
}

export function SupplierBidsPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const phone = useIsPhone();
  const [view, setView] = useState<View>('pending');
  const pending = useSupplierBids('pending');
  const all = useSupplierBids();
  const decided = all.data?.filter((bid) => bid.status !== 'pending');
  useDocumentTitle('Supplier console');

  const refresh = () =>
    [supplierBidsQueryOptions('pending'), supplierBidsQueryOptions()].forEach(
      ({ queryKey }) => void queryClient.invalidateQueries({ queryKey }),
    );
  useBidEvents({
    onEvent: (event) => {
      refresh();
      if (event.status === 'pending') toast({ variant: 'info', body: 'A new bid has arrived' });
    },
    onOpen: refresh,
  });

  return (
    <>
      <h1 className="h3 mb-3">Bids for your hotels</h1>
      <ul className="nav nav-tabs mb-3">
        {views.map(({ value, label }) => (
          <li key={value} className="nav-item">
            <button
              type="button"
              className={`nav-link d-flex align-items-center gap-2${value === view ? ' active' : ''}`}
              aria-pressed={value === view}
              onClick={() => setView(value)}
            >
              {label}
              {value === 'pending' && (
                <Badge pill bg="primary" data-testid="pending-count">
                  {pending.data?.length ?? 0}
                </Badge>
              )}
            </button>
          </li>
        ))}
      </ul>
      {view === 'pending' && (
        <section aria-label="Pending bids, oldest first">
          {pending.isPending && <ListSkeleton label="Loading bids" />}
          {pending.isError && <LoadFailed onRetry={() => void pending.refetch()} />}
          {pending.data?.length === 0 && <Empty text="No bids wait for an answer." />}
          {pending.data &&
            pending.data.length > 0 &&
            (phone ? <PendingBidCards bids={pending.data} /> : <PendingBidsTable bids={pending.data} />)}
        </section>
      )}
      {view === 'history' && (
        <section aria-label="Decided bids, newest first">
          {all.isPending && <ListSkeleton label="Loading bids" />}
          {all.isError && <LoadFailed onRetry={() => void all.refetch()} />}
          {decided?.length === 0 && <Empty text="No bids have been decided yet." />}
          {decided && decided.length > 0 && <BidHistory bids={decided} phone={phone} />}
        </section>
      )}
    </>
  );
}
