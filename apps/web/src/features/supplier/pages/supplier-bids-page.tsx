import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPLIER_BIDS_PAGE } from '@bidstay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useToast } from '@/components/toasts';
import { useBidEvents } from '@/hooks/use-bid-events';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { supplierBidsKey, useSupplierBids, type BidFilters } from '../api/get-supplier-bids';
import { BidFiltersBar } from '../components/bid-filters';
import { BidHistory } from '../components/bid-history';
import { PendingBidCards, PendingBidsTable } from '../components/pending-bids';

type View = 'pending' | 'history';

const views: { value: View; label: string }[] = [
  {
    value: 'pending',
    get label() {
      return t`Pending`;
    },
  },
  {
    value: 'history',
    get label() {
      return t`History`;
    },
  },
];

function Empty({ text }: { text: string }) {
  return (
    <div className="text-center py-5 bg-body-tertiary rounded-3">
      <i className="bi bi-inbox display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead mb-0">{text}</p>
    </div>
  );
}

const PAGE_BUTTONS = { phone: 3, desktop: 5 };

export function SupplierBidsPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const phone = useIsPhone();
  const [view, setView] = useState<View>('pending');
  const [filters, setFilters] = useState<BidFilters>({});
  const [pages, setPages] = useState<Record<View, number>>({ pending: 1, history: 1 });
  const pending = useSupplierBids({ ...filters, status: 'pending', page: pages.pending });
  const decided = useSupplierBids({ ...filters, status: 'decided', page: pages.history });
  const shown = view === 'pending' ? pending : decided;
  useDocumentTitle(t`Supplier console`);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: supplierBidsKey });
  useBidEvents({
    onEvent: (event) => {
      refresh();
      if (event.status === 'pending') toast({ variant: 'info', body: t`A new bid has arrived` });
    },
    onOpen: refresh,
  });
  const filter = (next: BidFilters) => {
    setFilters(next);
    setPages({ pending: 1, history: 1 });
  };

  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Bids for your hotels</Trans>
      </h1>
      <BidFiltersBar value={filters} onChange={filter} />
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
                  {pending.data?.total ?? 0}
                </Badge>
              )}
            </button>
          </li>
        ))}
      </ul>
      <section aria-label={view === 'pending' ? t`Pending bids, oldest first` : t`Decided bids, newest first`}>
        {shown.isPending && <ListSkeleton label={t`Loading bids`} />}
        {shown.isError && <LoadFailed text={t`We could not load the bids.`} onRetry={() => void shown.refetch()} />}
        {shown.data?.total === 0 && (
          <Empty text={view === 'pending' ? t`No bids wait for an answer.` : t`No bids have been decided yet.`} />
        )}
        {shown.data && shown.data.bids.length > 0 && (
          <>
            {view === 'history' && <BidHistory bids={shown.data.bids} phone={phone} />}
            {view === 'pending' &&
              (phone ? <PendingBidCards bids={shown.data.bids} /> : <PendingBidsTable bids={shown.data.bids} />)}
            <PaginationBar
              label={view === 'pending' ? t`Pages of pending bids` : t`Pages of decided bids`}
              page={pages[view]}
              pageCount={Math.ceil(shown.data.total / SUPPLIER_BIDS_PAGE)}
              maxSize={phone ? PAGE_BUTTONS.phone : PAGE_BUTTONS.desktop}
              onChange={(page) => setPages((current) => ({ ...current, [view]: page }))}
            />
          </>
        )}
      </section>
    </>
  );
}
