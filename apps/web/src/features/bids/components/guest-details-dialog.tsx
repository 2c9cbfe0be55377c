import { Trans, useLingui } from '@lingui/react/macro';
import { bidGuestsBodySchema, type Bid, type BidGuestsBody } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { FieldErrors } from 'react-hook-form';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm, type AppFormReturn } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { readBookingDetails, storeBookingDetails } from '@/lib/booking-details';
import { useSession } from '@/lib/session';
import { useSaveBidGuests } from '../api/save-bid-guests';
import { guestDetailsOf } from '../lib/bid-view';

type DialogProps = { bid: Bid | undefined; onClose: () => void };
type Rooms = BidGuestsBody['rooms'];
type Seat = Rooms[number]['guests'][number];

/** The seats of the party the bid was placed for, adults then children with their ages, named as saved with it. */
function seatsOf(bid: Bid): Rooms {
  if (bid.rooms) return bid.rooms;
  const seat = (age: number | null): Seat => ({ first_name: '', last_name: '', is_child: age !== null, age });
  return bid.booking.guests.map(({ adults, children }) => ({
    guests: [...Array.from({ length: adults }, () => seat(null)), ...children.map(seat)],
  }));
}

/** A guest row's fields are small: a dialog holds a row per guest. */
const compact = { labelClassName: 'small mb-1', size: 'sm' } as const;

type GuestRowProps = {
  roomIndex: number;
  guestIndex: number;
  seat: Seat;
  /** The seat's number among the room's guests of its type, from 1. */
  ofType: number;
  register: AppFormReturn<typeof bidGuestsBodySchema>['register'];
  errors: FieldErrors<Seat> | undefined;
};

function SeatName({ seat, ofType }: { seat: Seat; ofType: number }) {
  if (!seat.is_child) return <Trans>Adult {ofType}</Trans>;
  const age = seat.age ?? 0;
  return (
    <Trans>
      Child {ofType}, {age} years
    </Trans>
  );
}

function GuestRow({ roomIndex, guestIndex, seat, ofType, register, errors }: GuestRowProps) {
  const { t } = useLingui();
  const id = `guest-${roomIndex}-${guestIndex}`;
  const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
  return (
    <div className="row g-2 mb-2 align-items-end" role="group" aria-labelledby={`${id}-seat`}>
      <div className="col-12 col-sm-3 small fw-semibold pb-sm-2" id={`${id}-seat`} data-testid="guest-seat">
        <SeatName seat={seat} ofType={ofType} />
      </div>
      <TextField
        {...compact}
        id={`${id}-first-name`}
        label={t`First name`}
        className="col-6 col-sm"
        autoComplete="off"
        registration={register(`${path}.first_name`)}
        error={errors?.first_name?.message}
      />
      <TextField
        {...compact}
        id={`${id}-last-name`}
        label={t`Last name`}
        className="col-6 col-sm"
        autoComplete="off"
        registration={register(`${path}.last_name`)}
        error={errors?.last_name?.message}
      />
    </div>
  );
}

export function GuestDetailsDialog({ bid, onClose }: DialogProps) {
  const { t } = useLingui();
  return (
    <Modal show={Boolean(bid)} onHide={onClose} centered scrollable aria-labelledby="guest-details-title">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="guest-details-title" className="h5">
          <Trans>Guest details</Trans>
        </Modal.Title>
      </Modal.Header>
      {bid && <GuestForm bid={bid} onClose={onClose} />}
    </Modal>
  );
}

/** Each guest's number among the room's guests of the same type: Adult 1, Adult 2, Child 1. */
const numberedByType = (guests: Seat[]) =>
  guests.map((seat, index) => guests.slice(0, index + 1).filter((other) => other.is_child === seat.is_child).length);

function GuestForm({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const customerId = useSession()?.customerId ?? '';
  const saveGuests = useSaveBidGuests();
  const rooms = seatsOf(bid);
  const {
    register,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(bidGuestsBodySchema, { defaultValues: { rooms } });

  const save = submitWith(async ({ rooms: named }) => {
    const saved = await saveGuests.mutateAsync({ bidId: bid.id, customerId, rooms: named });
    const booking = readBookingDetails();
    if (booking?.bid_id === bid.id) storeBookingDetails({ ...booking, guest_details: guestDetailsOf(saved) });
    toast({ variant: 'success', body: t`Guest details saved` });
    onClose();
  });

  return (
    <AppForm onSubmit={save} className="modal-form">
      <Modal.Body>
        <p className="small text-body-secondary">
          <Trans>Names as they appear on each guest's ID. You can add them later.</Trans>
        </p>
        {rooms.map((room, roomIndex) => {
          const numbers = numberedByType(room.guests);
          return (
            <fieldset key={roomIndex} className="guest-room mb-3">
              <legend className="h6">
                <Trans>Room {roomIndex + 1}</Trans>
              </legend>
              {room.guests.map((seat, guestIndex) => (
                <GuestRow
                  key={guestIndex}
                  roomIndex={roomIndex}
                  guestIndex={guestIndex}
                  seat={seat}
                  ofType={numbers[guestIndex] ?? 1}
                  register={register}
                  errors={errors.rooms?.[roomIndex]?.guests?.[guestIndex]}
                />
              ))}
            </fieldset>
          );
        })}
        <FormAlert text={failure} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={saveGuests.isPending}>
          <Trans>Save Guests</Trans>
        </SubmitButton>
      </Modal.Footer>
    </AppForm>
  );
}
