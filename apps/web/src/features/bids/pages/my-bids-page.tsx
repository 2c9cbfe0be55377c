import { Trans, useLingui } from '@lingui/react/macro';
import {
  BID_TABS,
  BIDS_PAGE_SIZE,
  BIDS_PAGINATION_MAX_DESKTOP,
  BIDS_PAGINATION_MAX_MOBILE,
  type Bid,
  type BidTab,
} from '@bidstay/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { GroupPanel, GroupTabs } from '@/components/group-tabs';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { StandingBidsList, useStandingBids } from '@/features/standing-bids';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useBids } from '../api/get-bids';
import { BidDetailsDialog } from '../components/bid-details-dialog';
import { BidGroupCard } from '../components/bid-group-card';
import { BidCards, BidsTable } from '../components/bids-table';
import { CounterOfferDialog } from '../components/counter-offer-dialog';
import { DeleteBidDialog } from '../components/delete-bid-dialog';
import { GuestDetailsDialog } from '../components/guest-details-dialog';
import { useGoToBooking } from '../hooks/use-go-to-booking';
import { useLiveBids } from '../hooks/use-live-bids';
import { bidItems, itemTab, type BidItem } from '../lib/bid-groups';
import { bidTabLabels, bidTabTexts, type BidAction, type MyBidsTab } from '../lib/bid-view';

function groupByTab(bids: Bid[]): Record<BidTab, BidItem[]> {
  const groups: Record<BidTab, BidItem[]> = { active: [], rejected: [], completed: [] };
  for (const item of bidItems(bids)) groups[itemTab(item)].push(item);
  return groups;
}

type ItemsProps = {
  items: BidItem[];
  phone: boolean;
  onAction: (action: BidAction, bid: Bid) => void;
  onDeleteGroup: (bids: Bid[]) => void;
};

/** A page of My Bids: bids to one hotel as the table (cards on a phone), each bid to several hotels as a card. */
function BidItems({ items, phone, onAction, onDeleteGroup }: ItemsProps) {
  const singles = items.flatMap((item) => (item.kind === 'bid' ? [item.bid] : []));
  return (
    <div className="d-grid gap-3">
      {items.map(
        (item) =>
          item.kind === 'group' && (
            <BidGroupCard key={item.id} bids={item.bids} onAction={onAction} onDeleteGroup={onDeleteGroup} />
          ),
      )}
      {singles.length > 0 &&
        (phone ? <BidCards bids={singles} onAction={onAction} /> : <BidsTable bids={singles} onAction={onAction} />)}
    </div>
  );
}

const firstPages: Record<BidTab, number> = { active: 1, rejected: 1, completed: 1 };

/** My Bids' tabs: the bids' own, then the standing bids, which have sent nothing to a hotel yet. */
const MY_BIDS_TABS: readonly MyBidsTab[] = [...BID_TABS, 'standing'];

/** Opens the tab of the bid a link names (`?bid=`: a notice's, a standing bid's) once its bids are read, once a link. */
function useLinkedBidTab(bids: Bid[] | undefined, show: (tab: MyBidsTab) => void) {
  const [params] = useSearchParams();
  const linked = params.get('bid');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || shown.current === linked) return;
    const item = bidItems(bids ?? []).find((found) =>
      found.kind === 'bid' ? found.bid.id === linked : found.bids.some((bid) => bid.id === linked),
    );
    if (!item) return;
    shown.current = linked;
    show(itemTab(item));
  }, [bids, linked, show]);
}

function EmptyTab({ tab }: { tab: MyBidsTab }) {
  const { i18n } = useLingui();
  return (
    <div className="text-center py-5 bg-body-tertiary rounded-3">
      <i className="bi bi-cash-coin display-6 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead">{i18n._(bidTabTexts[tab].empty)}</p>
      <Link to={paths.homeAlias.href()} className="btn btn-primary">
        <Trans>Start bidding now</Trans>
      </Link>
    </div>
  );
}

export function MyBidsPage() {
  const { t, i18n } = useLingui();
  const customerId = useSession()?.customerId ?? '';
  const bids = useBids();
  const { expectOwnChange } = useLiveBids(customerId);
  const phone = useIsPhone();
  const standing = useStandingBids();
  const [tab, setTab] = useState<MyBidsTab>('active');
  useLinkedBidTab(bids.data, setTab);
  const [pages, setPages] = useState(firstPages);
  const [dialog, setDialog] = useState<{ action: BidAction; bidId: string } | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<Bid[] | null>(null);
  useDocumentTitle(t`My Bids`);

  const groups = useMemo(() => groupByTab(bids.data ?? []), [bids.data]);
  const list = tab === 'standing' ? [] : groups[tab];
  const pageCount = Math.max(1, Math.ceil(list.length / BIDS_PAGE_SIZE));
  const page = tab === 'standing' ? 1 : Math.min(pages[tab], pageCount);
  const shown = list.slice((page - 1) * BIDS_PAGE_SIZE, page * BIDS_PAGE_SIZE);
  const counts = {
    ...(Object.fromEntries(BID_TABS.map((value) => [value, groups[value].length])) as Record<BidTab, number>),
    standing: standing.data?.length ?? 0,
  };
  const dialogBid = (action: BidAction) =>
    dialog?.action === action ? bids.data?.find((bid) => bid.id === dialog.bidId) : undefined;
  const goToBooking = useGoToBooking();
  const onAction = (action: BidAction, bid: Bid) => {
    if (action === 'pay') return goToBooking(bid);
    setDialog({ action, bidId: bid.id });
  };
  const close = () => {
    setDialog(null);
    setDeletingGroup(null);
  };

  return (
    <>
      <h1 className="h3 mb-4">
        <Trans>My Bids</Trans>
      </h1>
      <GroupTabs
        items="bids"
        selectLabel={t`Show bids`}
        groups={MY_BIDS_TABS}
        labels={bidTabLabels}
        selected={tab}
        counts={counts}
        onChange={setTab}
        phone={phone}
        listLabel={t`Bid groups`}
      />
      <GroupPanel items="bids" selected={tab} label={i18n._(bidTabTexts[tab].name)} phone={phone}>
        {tab === 'standing' ? (
          <StandingBidsList empty={<EmptyTab tab="standing" />} />
        ) : (
          <>
            {bids.isPending && <ListSkeleton label={t`Loading your bids`} />}
            {bids.isError && (
              <LoadFailed
                text={t`We could not load your bids.`}
                error={bids.error}
                onRetry={() => void bids.refetch()}
              />
            )}
            {bids.isSuccess && list.length === 0 && <EmptyTab tab={tab} />}
            {shown.length > 0 && (
              <BidItems items={shown} phone={phone} onAction={onAction} onDeleteGroup={setDeletingGroup} />
            )}
            <div className="mt-3">
              <PaginationBar
                label={t`Pages of ${i18n._(bidTabTexts[tab].name)}`}
                page={page}
                pageCount={pageCount}
                maxSize={phone ? BIDS_PAGINATION_MAX_MOBILE : BIDS_PAGINATION_MAX_DESKTOP}
                onChange={(next) => setPages((current) => ({ ...current, [tab]: next }))}
              />
            </div>
          </>
        )}
      </GroupPanel>
      <BidDetailsDialog bid={dialogBid('details')} onClose={close} />
      <CounterOfferDialog
        bid={dialogBid('counter')}
        onClose={close}
        onGuests={(bid) => onAction('guests', bid)}
        onDeclining={(bid) => expectOwnChange(bid.id)}
      />
      <GuestDetailsDialog bid={dialogBid('guests')} onClose={close} />
      <DeleteBidDialog
        bid={dialogBid('delete') ?? dialogBid('withdraw')}
        group={deletingGroup ?? undefined}
        onClose={close}
      />
    </>
  );
}
