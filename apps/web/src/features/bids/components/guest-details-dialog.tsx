import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Bid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { AppForm } from '@/components/app-form';
import { useAppForm, type AppFormReturn } from '@/hooks/use-app-form';
import { SelectField, TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import {
  guestTypes,
  readBidGuests,
  readBookingDetails,
  roomGuestsFormSchema,
  storeBidGuests,
  storeBookingDetails,
  type RoomGuestDetails,
} from '@/lib/booking-details';

type DialogProps = { bid: Bid | undefined; onClose: () => void };

const typeOptions = () => guestTypes.map((type) => ({ value: type, label: type === 'adult' ? t`Adult` : t`Child` }));
const emptyAsNull = (value: unknown) => (value === '' ? null : Number(value));

function roomsOf(bid: Bid): RoomGuestDetails {
  return bid.booking.guests.map(({ adults, children }) => ({
    guests: [
      ...Array.from({ length: adults }, () => ({ type: 'adult' as const, age: null, name: '', surname: '' })),
      ...children.map((age) => ({ type: 'child' as const, age, name: '', surname: '' })),
    ],
  }));
}

/** A guest row's fields are small: a dialog holds a row per guest. */
const compact = { labelClassName: 'small mb-1', size: 'sm' } as const;

/** The typed fields of a guest, each with its width at each breakpoint; the age is a child's only. */
const textFields = [
  {
    key: 'age',
    label: msg`Age`,
    className: 'col-6 col-sm-2',
    input: { type: 'number', min: 0, max: 17 },
    rules: { setValueAs: emptyAsNull },
    childOnly: true,
  },
  { key: 'name', label: msg`Name`, className: 'col-6 col-sm-3 col-md', input: { autoComplete: 'off' } },
  { key: 'surname', label: msg`Surname`, className: 'col-6 col-sm-4 col-md', input: { autoComplete: 'off' } },
] as const;

type GuestRowProps = {
  roomIndex: number;
  guestIndex: number;
  isChild: boolean;
  register: AppFormReturn<typeof roomGuestsFormSchema>['register'];
  errors: FieldErrors<RoomGuestDetails[number]['guests'][number]> | undefined;
};

function GuestRow({ roomIndex, guestIndex, isChild, register, errors }: GuestRowProps) {
  const { t, i18n } = useLingui();
  const id = `guest-${roomIndex}-${guestIndex}`;
  const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
  return (
    <div className="row g-2 mb-2" role="group" aria-label={t`Guest ${guestIndex + 1}`}>
      <SelectField
        {...compact}
        id={`${id}-type`}
        label={t`Guest ${guestIndex + 1}`}
        className="col-6 col-sm-3"
        options={typeOptions()}
        registration={register(`${path}.type`)}
      />
      {textFields.map((field) => (
        <TextField
          {...compact}
          {...field.input}
          key={field.key}
          id={`${id}-${field.key}`}
          label={i18n._(field.label)}
          className={field.className}
          disabled={'childOnly' in field && !isChild}
          registration={register(`${path}.${field.key}`, 'rules' in field ? field.rules : undefined)}
          error={errors?.[field.key]?.message}
        />
      ))}
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

function GuestForm({ bid, onClose }: { bid: Bid; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const {
    register,
    submitWith,
    control,
    formState: { errors, isValid },
  } = useAppForm(roomGuestsFormSchema, { defaultValues: { rooms: readBidGuests(bid.id) ?? roomsOf(bid) } });
  const rooms = useWatch({ control, name: 'rooms' });

  const save = submitWith(({ rooms: saved }) => {
    storeBidGuests(bid.id, saved);
    const booking = readBookingDetails();
    if (booking?.bid_id === bid.id) storeBookingDetails({ ...booking, guest_details: saved });
    toast({ variant: 'success', body: t`Guest details saved` });
    onClose();
  });

  return (
    <AppForm onSubmit={save} className="modal-form">
      <Modal.Body>
        <p className="small text-body-secondary">
          <Trans>Names as they appear on each guest's ID. You can add them later.</Trans>
        </p>
        {rooms.map((room, roomIndex) => (
          <fieldset key={roomIndex} className="guest-room mb-3">
            <legend className="h6">
              <Trans>Room {roomIndex + 1}</Trans>
            </legend>
            {room.guests.map((guest, guestIndex) => (
              <GuestRow
                key={guestIndex}
                roomIndex={roomIndex}
                guestIndex={guestIndex}
                isChild={guest.type === 'child'}
                register={register}
                errors={errors.rooms?.[roomIndex]?.guests?.[guestIndex]}
              />
            ))}
          </fieldset>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={false} disabled={!isValid}>
          <Trans>Save Guests</Trans>
        </SubmitButton>
      </Modal.Footer>
    </AppForm>
  );
}
