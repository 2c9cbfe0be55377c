import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, type HotelMinimal, type Partner } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useToast } from '@/components/toasts';
import { formatDate } from '@/lib/format';
import { errorMessage } from '@/lib/error-message';
import { useChangePartnerHotel, useHotelNames, useSetPartnerActive, type HotelChange } from '../api/partners';
import { AccountActiveButton } from './account-active-button';
import { AccountBadges } from './account-badges';
import { AssignHotel } from './assign-hotel';
import { ConfirmDialog } from './confirm-dialog';

/** Assigns or unassigns a hotel, saying how it went; resolves once done, so that a confirmation closes then. */
function useHotelChange() {
  const toast = useToast();
  const change = useChangePartnerHotel();
  const run = (hotel: HotelChange) =>
    change.mutateAsync(hotel).then(
      () =>
        toast({ variant: 'success', body: hotel.assign ? messages.ops.hotelAssigned : messages.ops.hotelUnassigned }),
      (error: unknown) => toast({ variant: 'danger', body: errorMessage(error) }),
    );
  return { run, pending: change.isPending ? change.variables : undefined };
}

const hotelName = (hid: number, hotel?: HotelMinimal) => hotel?.name ?? t`Hotel ${hid}`;

function HotelItem({
  hid,
  hotel,
  busy,
  onUnassign,
}: {
  hid: number;
  hotel?: HotelMinimal;
  busy: boolean;
  onUnassign: () => void;
}) {
  const { t } = useLingui();
  const name = hotelName(hid, hotel);
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="partner-hotel">
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold">{name}</div>
        <div className="small text-body-secondary">
          {hotel?.address && <span>{hotel.address} · </span>}
          <span>id {hid}</span>
        </div>
      </div>
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={onUnassign}
        disabled={busy}
        aria-label={t`Unassign ${name}`}
      >
        <Trans>Unassign</Trans>
      </Button>
    </li>
  );
}

/** The hotels a partner answers for, with their names, and the catalogue search that adds one. */
function PartnerHotels({ partner }: { partner: Partner }) {
  const { t } = useLingui();
  const names = useHotelNames(partner.hotelIds);
  const { run, pending } = useHotelChange();
  /** The hotel the confirmation names; kept while the dialog fades out. */
  const [unassigning, setUnassigning] = useState({ hid: 0, asking: false });
  const hotelOf = (hid: number) => names.data?.find((hotel) => hotel.hid === hid);
  const stopAsking = () => setUnassigning((shown) => ({ ...shown, asking: false }));
  const confirmUnassign = () => void run({ id: partner.id, hid: unassigning.hid, assign: false }).then(stopAsking);
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="partner-hotels-title">
      <div className="card-body p-3 p-sm-4">
        <h2 id="partner-hotels-title" className="h5 mb-3">
          <Trans>Hotels</Trans>
        </h2>
        {partner.allHotels ? (
          <p className="mb-0">
            <Trans>This partner answers for every hotel of the catalogue.</Trans>
          </p>
        ) : (
          <>
            {partner.hotelIds.length === 0 ? (
              <p className="text-body-secondary" data-testid="partner-hotels-empty">
                <Trans>No hotel is assigned yet: the partner sees no bids until one is.</Trans>
              </p>
            ) : (
              <ul className="list-group mb-4" aria-label={t`Assigned hotels`}>
                {partner.hotelIds.map((hid) => (
                  <HotelItem
                    key={hid}
                    hid={hid}
                    hotel={hotelOf(hid)}
                    busy={pending?.hid === hid}
                    onUnassign={() => setUnassigning({ hid, asking: true })}
                  />
                ))}
              </ul>
            )}
            <AssignHotel
              assigned={partner.hotelIds}
              pendingHid={pending?.assign ? pending.hid : undefined}
              onAssign={(hid) => void run({ id: partner.id, hid, assign: true })}
            />
            <ConfirmDialog
              show={unassigning.asking}
              title={t`Unassign ${hotelName(unassigning.hid, hotelOf(unassigning.hid))}?`}
              confirmLabel={t`Unassign hotel`}
              variant="danger"
              busy={pending?.assign === false}
              onConfirm={confirmUnassign}
              onClose={stopAsking}
            >
              <p className="mb-0">{messages.ops.confirmUnassignHotel}</p>
            </ConfirmDialog>
          </>
        )}
      </div>
    </section>
  );
}

/** One partner: who they are, whether they may sign in, and their hotels. */
export function PartnerDetail({ partner }: { partner: Partner }) {
  const { t } = useLingui();
  const toast = useToast();
  const setActive = useSetPartnerActive();
  const changeActive = (active: boolean) =>
    setActive.mutateAsync({ id: partner.id, active }).then(
      () =>
        toast({ variant: 'success', body: active ? messages.ops.partnerReactivated : messages.ops.partnerDeactivated }),
      (error: unknown) => toast({ variant: 'danger', body: errorMessage(error) }),
    );
  return (
    <div className="d-grid gap-3">
      <section className="card border-0 shadow-sm" aria-label={t`Account`}>
        <div className="card-body p-3 p-sm-4">
          <dl className="details-list mb-3">
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd className="text-break" data-testid="partner-email">
              {partner.email}
            </dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <AccountBadges active={partner.active} invited={!partner.passwordSet} />
            </dd>
            <dt>
              <Trans>Invited</Trans>
            </dt>
            <dd>
              <time dateTime={partner.createdAt}>{formatDate(partner.createdAt)}</time>
            </dd>
          </dl>
          <AccountActiveButton
            kind="partner"
            name={partner.name}
            active={partner.active}
            consequence={{
              deactivate: messages.ops.confirmDeactivatePartner,
              reactivate: messages.ops.confirmReactivatePartner,
            }}
            busy={setActive.isPending}
            onChange={changeActive}
          />
        </div>
      </section>
      <PartnerHotels partner={partner} />
    </div>
  );
}
