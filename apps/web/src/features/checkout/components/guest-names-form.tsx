import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingQuote } from '@bidstay/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { AppForm } from '@/components/app-form';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { describeParty } from '@/lib/guest-count';
import type { RoomGuestDetails } from '@/lib/booking-details';
import { guestFormDefaults, guestFormSchema, partiesDiffer, type GuestFormValues } from '../lib/guest-form';
import type { PaymentStep } from '../hooks/use-start-payment';

type GuestNamesFormProps = {
  quote: BookingQuote;
  savedGuests?: RoomGuestDetails;
  onSubmit: (values: GuestFormValues) => Promise<unknown>;
  step: PaymentStep | null;
  locked: boolean;
  onUnlock: () => void;
};

const busyLabels: Record<PaymentStep, MessageDescriptor> = {
  guests: msg`Saving guest names…`,
  price: msg`Preparing payment…`,
  redirect: msg`Opening the payment page…`,
};

function guestLabel(guest: { is_child?: boolean; age?: number | null }, number: number) {
  const age = guest.age ?? '?';
  return guest.is_child ? t`Child ${number}, age ${age}` : t`Adult ${number}`;
}

export function GuestNamesForm({ quote, savedGuests, onSubmit, step, locked, onUnlock }: GuestNamesFormProps) {
  const { t } = useLingui();
  const [defaults] = useState(() => guestFormDefaults(quote.guests, savedGuests));
  const {
    register,
    submitWith,
    formState: { errors },
  } = useAppForm(guestFormSchema, { defaultValues: defaults });

  // The page shows any error that is not about a field, with what to do next (quote again), so this form shows no alert.
  return (
    <AppForm onSubmit={submitWith(onSubmit)} aria-labelledby="guests-title">
      <h2 id="guests-title" className="h5">
        <Trans>Who is staying</Trans>
      </h2>
      <p className="small text-body-secondary">
        <Trans>Enter every guest's name as it appears on their ID.</Trans>
      </p>
      {partiesDiffer(quote.guests, savedGuests) && (
        <Alert variant="warning" className="small" data-testid="guests-differ">
          <Trans>
            The guests saved with your bid differ from the guests this room is booked for: the hotel priced it for{' '}
            {describeParty(quote.guests)}. Every name you saved is filled in below; please check each place.
          </Trans>
        </Alert>
      )}
      <fieldset disabled={locked || step !== null} className="guest-names">
        {defaults.rooms.map((room, roomIndex) => (
          <fieldset key={roomIndex} className="guest-room mb-3">
            <legend className="h6">
              <Trans>
                Room {roomIndex + 1}
                {quote.guests.length === 1 && (
                  <span className="text-body-secondary fw-normal"> · {quote.room_name}</span>
                )}
              </Trans>
            </legend>
            {room.guests.map((guest, guestIndex) => {
              const alike = room.guests.slice(0, guestIndex).filter((other) => other.is_child === guest.is_child);
              const label = guestLabel(guest, alike.length + 1);
              const id = `guest-${roomIndex}-${guestIndex}`;
              const path = `rooms.${roomIndex}.guests.${guestIndex}` as const;
              const fieldErrors = errors.rooms?.[roomIndex]?.guests?.[guestIndex];
              const first = roomIndex === 0 && guestIndex === 0;
              return (
                <div
                  key={guestIndex}
                  role="group"
                  aria-labelledby={`${id}-label`}
                  className="row g-2 mb-2"
                  data-testid="guest"
                >
                  <div id={`${id}-label`} className="col-12 small fw-semibold">
                    {label}
                  </div>
                  <TextField
                    id={`${id}-first`}
                    label={t`First name`}
                    className="col-sm-6 mb-2"
                    autoComplete={first ? 'given-name' : 'off'}
                    registration={register(`${path}.first_name`)}
                    error={fieldErrors?.first_name?.message}
                  />
                  <TextField
                    id={`${id}-last`}
                    label={t`Last name`}
                    className="col-sm-6 mb-2"
                    autoComplete={first ? 'family-name' : 'off'}
                    registration={register(`${path}.last_name`)}
                    error={fieldErrors?.last_name?.message}
                  />
                </div>
              );
            })}
          </fieldset>
        ))}
        <div className="row g-2">
          <TextField
            id="booking-phone"
            label={t`Phone (optional)`}
            className="col-sm-6 mb-3"
            type="tel"
            autoComplete="tel"
            registration={register('phone')}
            error={errors.phone?.message}
          />
          <TextField
            id="booking-comment"
            label={t`Requests for the hotel (optional)`}
            className="col-12 mb-3"
            as="textarea"
            rows={2}
            registration={register('comment')}
            error={errors.comment?.message}
            hint={t`The hotel tries to meet requests but cannot promise them.`}
          />
        </div>
      </fieldset>
      {locked ? (
        <Button variant="outline-secondary" onClick={onUnlock}>
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          <Trans>Change guest names</Trans>
        </Button>
      ) : (
        <SubmitButton busy={step !== null} className="w-100 btn-lg">
          {step ? i18n._(busyLabels[step]) : t`Continue to payment`}
        </SubmitButton>
      )}
    </AppForm>
  );
}
