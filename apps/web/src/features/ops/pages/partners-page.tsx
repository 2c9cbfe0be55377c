import { Trans, useLingui } from '@lingui/react/macro';
import type { Partner } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import { useInvitePartner, usePartner, usePartners } from '../api/partners';
import { InviteDialog } from '../components/invite-dialog';
import { PartnerDetail } from '../components/partner-detail';
import { PartnerCards, PartnerTable } from '../components/partner-list';
import { RecordState } from '../components/record-state';
import { SearchBox } from '../components/search-box';
import { useListSearch } from '../hooks/use-list-search';
import { pageCount } from '../lib/list-search';

/** A partner's detail: the list's URL with the partner named, so that going back returns to the same search. */
function detailLink(params: URLSearchParams, partner: Partner) {
  const search = new URLSearchParams(params);
  search.set('partner', partner.id);
  return `?${search}`;
}

/** Back to the list the partner was opened from. */
function listLink(params: URLSearchParams) {
  const search = new URLSearchParams(params);
  search.delete('partner');
  return `?${search}`;
}

function PartnerView({ id, back }: { id: string; back: string }) {
  const { t } = useLingui();
  const query = usePartner(id);
  const partnerName = query.data?.name ?? t`Partner`;
  useDocumentTitle(t`${partnerName} · Partners · Back office`);
  return (
    <RecordState
      query={query}
      noun="partner"
      missing={t`No partner has this id.`}
      back={{ href: back, label: t`All partners` }}
    >
      {(partner) => (
        <>
          <p className="eyebrow mb-1">
            <Trans>Partner</Trans>
          </p>
          <h1 className="h3 mb-3 text-break">{partner.name}</h1>
          <PartnerDetail partner={partner} />
        </>
      )}
    </RecordState>
  );
}

/** Hotel partners: search them, invite one, and open one to manage its account and hotels. */
export function PartnersPage() {
  const [params] = useSearchParams();
  const openId = params.get('partner');
  if (openId) return <PartnerView id={openId} back={listLink(params)} />;
  return <PartnerList />;
}

function PartnerList() {
  const { t } = useLingui();
  const { q, page, typed, setTyped, goTo, params, setParams } = useListSearch();
  const partners = usePartners({ q, page });
  const isPhone = useIsPhone();
  const [inviting, setInviting] = useState(false);
  const invite = useInvitePartner();
  useDocumentTitle(t`Partners · Back office`);
  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">
            <Trans>Partners</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>The hotel partners who answer bids, and their hotels.</Trans>
          </p>
        </div>
        <div className="d-flex flex-wrap gap-2 ops-toolbar">
          <SearchBox
            id="partners-q"
            label={t`Search partners`}
            placeholder={t`E-mail or name`}
            value={typed}
            onChange={setTyped}
          />
          <Button onClick={() => setInviting(true)}>
            <i className="bi bi-envelope-plus me-2" aria-hidden="true" />
            <Trans>Invite partner</Trans>
          </Button>
        </div>
      </div>
      <InviteDialog
        kind="partner"
        show={inviting}
        busy={invite.isPending}
        invite={invite.mutateAsync}
        onClose={() => setInviting(false)}
        onInvited={(partner) => {
          setInviting(false);
          setParams({ q: partner.email, partner: partner.id });
        }}
      />
      {partners.isPending ? (
        <ListSkeleton label={t`Loading the partners`} />
      ) : partners.isError ? (
        <LoadFailed
          text={t`Could not load the partners.`}
          error={partners.error}
          onRetry={() => void partners.refetch()}
        />
      ) : partners.data.partners.length === 0 ? (
        <p className="text-body-secondary" data-testid="partners-empty">
          {q ? t`No partner matches this search.` : t`No partner yet: invite the first one.`}
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="partners-total">
            {partners.data.total} {partners.data.total === 1 ? 'partner' : 'partners'}
          </p>
          {isPhone ? (
            <PartnerCards partners={partners.data.partners} linkOf={(partner) => detailLink(params, partner)} />
          ) : (
            <div className="card border-0 shadow-sm">
              <PartnerTable partners={partners.data.partners} linkOf={(partner) => detailLink(params, partner)} />
            </div>
          )}
          <div className="mt-3">
            <PaginationBar
              label={t`Partner pages`}
              page={page}
              pageCount={pageCount(partners.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={goTo}
            />
          </div>
        </>
      )}
    </>
  );
}
