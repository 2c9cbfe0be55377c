import { Trans, useLingui } from '@lingui/react/macro';
import { CheckField, TextField } from '@/components/form-field';
import { formatMoney } from '@/lib/format';
import { seatsOf, type Autopay } from '../hooks/use-autopay';
import { cardLabel } from '../lib/card-label';

type AutopayFieldsProps = {
  autopay: Autopay;
  /** What would be charged; not shown while it is not a valid amount. */
  amount: number | undefined;
  currency: string;
};

function GuestNames({ autopay }: { autopay: Autopay }) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors },
  } = autopay.form;
  return (
    <fieldset className="mt-2" data-testid="autopay-guests">
      <legend className="small fw-semibold mb-1">
        <Trans>Who is staying (names as on their ID)</Trans>
      </legend>
      {autopay.guests.map((party, room) =>
        seatsOf(party).map((seat, index) => {
          const id = `autopay-guest-${room}-${index}`;
          const path = `rooms.${room}.guests.${index}` as const;
          const fieldErrors = errors.rooms?.[room]?.guests?.[index];
          const who = seat.is_child ? t`Child, age ${seat.age ?? ''}` : t`Adult ${index + 1}`;
          const where = autopay.guests.length > 1 ? t`Room ${room + 1}` : '';
          return (
            <div key={id} className="row g-2" role="group" aria-label={[where, who].filter(Boolean).join(', ')}>
              <TextField
                id={`${id}-first`}
                label={t`${who}: first name`}
                className="col-sm-6 mb-2"
                autoComplete={room === 0 && index === 0 ? 'given-name' : 'off'}
                registration={register(`${path}.first_name`)}
                error={fieldErrors?.first_name?.message}
              />
              <TextField
                id={`${id}-last`}
                label={t`${who}: last name`}
                className="col-sm-6 mb-2"
                autoComplete={room === 0 && index === 0 ? 'family-name' : 'off'}
                registration={register(`${path}.last_name`)}
                error={fieldErrors?.last_name?.message}
              />
            </div>
          );
        }),
      )}
    </fieldset>
  );
}

/**
 * "Pay automatically with Visa •••• 4242 if a hotel accepts", with the binding text of docs/autopay.md and the guests'
 * names; nothing while no card is saved.
 */
export function AutopayFields({ autopay, amount, currency }: AutopayFieldsProps) {
  const { t } = useLingui();
  const { card } = autopay;
  if (!card) return null;
  const label = cardLabel(card);
  const charge = amount !== undefined && Number.isFinite(amount) && amount > 0 ? formatMoney(amount, currency) : null;
  return (
    <div className="autopay rounded-3 border p-3 mt-3" data-testid="autopay">
      <CheckField
        id="autopay-on"
        type="switch"
        label={t`Pay automatically with ${label} if a hotel accepts`}
        registration={autopay.form.register('on')}
      />
      {autopay.on && (
        <>
          <p className="small mt-2 mb-0" data-testid="autopay-consent">
            {charge ? (
              <Trans>
                If a hotel accepts this bid, we charge {charge} to this card at once and book the room; you cannot
                withdraw the bid once it is accepted.
              </Trans>
            ) : (
              <Trans>
                If a hotel accepts this bid, we charge its amount to this card at once and book the room; you cannot
                withdraw the bid once it is accepted.
              </Trans>
            )}
          </p>
          <GuestNames autopay={autopay} />
        </>
      )}
    </div>
  );
}
