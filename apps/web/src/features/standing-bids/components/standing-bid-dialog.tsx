import { Trans, useLingui } from '@lingui/react/macro';
import {
  CURRENCIES,
  DEFAULT_BID_CURRENCY,
  addDays,
  createStandingBidBodySchema,
  latestStandingBidUntil,
  messages,
  moneySchema,
  stayAmountFromNightly,
  type RoomGuests,
} from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { BidChanceHint, ListedPrice } from '@/features/bids';
import { AutopayFields, useAutopay } from '@/features/profile';
import { useAppForm } from '@/hooks/use-app-form';
import { CheckField, SelectField, TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { localToday } from '@/lib/calendar';
import { describeParty } from '@/lib/guest-count';
import { useSession } from '@/lib/session';
import { useCreateStandingBid } from '../api/standing-bids';
import { useStayChance, type StayOfBid } from '../hooks/use-stay-chance';

const formSchema = z
  .object({
    check_in: createStandingBidBodySchema.shape.check_in,
    check_out: createStandingBidBodySchema.shape.check_out,
    adults: z
      .number({ error: messages.standingBids.guestsRequired })
      .int()
      .min(1, messages.standingBids.guestsAtLeast)
      .max(6, messages.standingBids.guestsAtMost),
    amount: moneySchema,
    basis: z.enum(['stay', 'night']),
    currency: z.enum(CURRENCIES),
    until: createStandingBidBodySchema.shape.until,
    consent: z.literal(true, { error: messages.standingBids.consentRequired }),
  })
  .superRefine((form, context) => {
    if (form.check_out <= form.check_in)
      context.addIssue({ code: 'custom', path: ['check_out'], message: messages.stay.checkoutNotAfterCheckin });
    if (form.until > latestStandingBidUntil(form.check_in))
      context.addIssue({ code: 'custom', path: ['until'], message: messages.standingBids.untilAfterCheckIn });
  });

type FormValues = z.input<typeof formSchema>;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The stay the form names so far, to price; undefined while its dates are not a stay. */
function stayOfForm(form: Partial<FormValues>, party: RoomGuests[] | undefined): StayOfBid | undefined {
  const { check_in: checkIn, check_out: checkOut, adults, currency = DEFAULT_BID_CURRENCY } = form;
  if (!isDay(checkIn) || !isDay(checkOut) || checkOut <= checkIn) return undefined;
  const guests = party ?? (Number.isInteger(adults) && adults! >= 1 ? [{ adults: adults!, children: [] }] : undefined);
  return guests && { checkIn, checkOut, guests, currency };
}

/** The amount typed, for the whole stay. */
function stayAmount(form: Partial<FormValues>, stay: StayOfBid | undefined) {
  const amount = Number(form.amount);
  if (!stay || !Number.isFinite(amount)) return NaN;
  return form.basis === 'night' ? stayAmountFromNightly(amount, stay.checkIn, stay.checkOut) : amount;
}

type PriceProps = {
  hotelId: number;
  control: Control<FormValues>;
  party: RoomGuests[] | undefined;
  onUseSuggested: (amount: number) => void;
};

/** The stay's listed price and the chance of the amount typed, as the bid dialog shows them. */
function StayPriceAndChance({ hotelId, control, party, onUseSuggested }: PriceProps) {
  const customerId = useSession()?.customerId ?? '';
  const form = useWatch({ control });
  const stay = stayOfForm(form, party);
  const amount = stayAmount(form, stay);
  const { rate, chance } = useStayChance(customerId, hotelId, stay, amount);
  if (!rate || !stay) return null;
  return (
    <div data-testid="standing-price">
      <p className="mb-1 fw-semibold">{rate.roomName}</p>
      <ListedPrice amount={rate.listed} currency={stay.currency} />
      <div aria-live="polite" className="mb-3">
        {chance?.data && (
          <BidChanceHint
            chance={chance.data}
            amount={amount}
            busy={chance.isFetching}
            onUseSuggested={onUseSuggested}
          />
        )}
      </div>
    </div>
  );
}

type Props = {
  show: boolean;
  hotelId: number;
  hotelName: string;
  /** The search's stay; its party, children's ages too, is kept as it is when it names one. */
  stay?: { checkIn: string; checkOut: string; guests?: RoomGuests[] };
  onClose: () => void;
};

/** "Bid automatically": the modal unmounts its form when hidden, so every opening starts fresh. */
export function StandingBidDialog({ show, onClose, ...props }: Props) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="standing-bid-title">
      <StandingBidForm {...props} onClose={onClose} />
    </Modal>
  );
}

/** The whole stay's amount being typed, for the autopay consent; undefined while it is not one. */
function typedStayAmount(typed: Partial<z.input<typeof formSchema>>): number | undefined {
  const { amount, basis, check_in: checkIn, check_out: checkOut } = typed;
  if (amount === undefined || !Number.isFinite(amount) || !checkIn || !checkOut || checkOut <= checkIn)
    return undefined;
  return basis === 'night' ? stayAmountFromNightly(amount, checkIn, checkOut) : amount;
}

function defaultStay() {
  const checkIn = addDays(localToday(), 14);
  return { checkIn, checkOut: addDays(checkIn, 3) };
}

function StandingBidForm({ hotelId, hotelName, stay = defaultStay(), onClose }: Omit<Props, 'show'>) {
  const { t } = useLingui();
  const toast = useToast();
  const create = useCreateStandingBid();
  const {
    register,
    control,
    setValue,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(formSchema, {
    defaultValues: {
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      adults: 2,
      basis: 'stay',
      currency: DEFAULT_BID_CURRENCY,
      until: latestStandingBidUntil(stay.checkIn),
    },
  });

  const typed = useWatch({ control });
  const autopay = useAutopay(stay.guests ?? [{ adults: typed.adults || 1, children: [] }]);

  const submit = submitWith(async ({ adults, basis, consent: _consent, ...form }) => {
    const amount = basis === 'night' ? stayAmountFromNightly(form.amount, form.check_in, form.check_out) : form.amount;
    const guests = stay.guests ?? [{ adults, children: [] }];
    const paid = await autopay.collect();
    if (paid === null) return;
    await create.mutateAsync({ ...form, amount, hotel_id: hotelId, guests, ...paid });
    toast({ variant: 'success', body: messages.standingBids.created });
    onClose();
  });

  return (
    <AppForm onSubmit={submit}>
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="standing-bid-title" className="h5">
          <Trans>Bid automatically</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{hotelName}</p>
        <div className="row g-2">
          <TextField
            className="col-6 mb-3"
            id="standing-check-in"
            label={t`Check-in`}
            type="date"
            registration={register('check_in')}
            error={errors.check_in?.message}
          />
          <TextField
            className="col-6 mb-3"
            id="standing-check-out"
            label={t`Check-out`}
            type="date"
            registration={register('check_out')}
            error={errors.check_out?.message}
          />
          {stay.guests ? (
            <div className="col-6 mb-3" data-testid="standing-party">
              <div className="form-label mb-1">
                <Trans>Guests</Trans>
              </div>
              <div className="small">{describeParty(stay.guests)}</div>
            </div>
          ) : (
            <TextField
              className="col-6 mb-3"
              id="standing-adults"
              label={t`Guests`}
              type="number"
              inputMode="numeric"
              min={1}
              max={6}
              registration={register('adults', { valueAsNumber: true })}
              error={errors.adults?.message}
            />
          )}
          <SelectField
            className="col-6 mb-3"
            id="standing-currency"
            label={t`Currency`}
            placeholder={t`Currency`}
            options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            registration={register('currency')}
            error={errors.currency?.message}
          />
          <TextField
            className="col-6 mb-3"
            id="standing-amount"
            label={t`Your amount`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            registration={register('amount', { valueAsNumber: true })}
            error={errors.amount?.message}
          />
          <SelectField
            className="col-6 mb-3"
            id="standing-basis"
            label={t`Amount is`}
            placeholder={t`Choose`}
            options={[
              { value: 'stay', label: t`Whole stay` },
              { value: 'night', label: t`Per night` },
            ]}
            registration={register('basis')}
            error={errors.basis?.message}
          />
        </div>
        <StayPriceAndChance
          hotelId={hotelId}
          control={control}
          party={stay.guests}
          onUseSuggested={(amount) => {
            setValue('basis', 'stay');
            setValue('amount', amount, { shouldValidate: true });
          }}
        />
        <TextField
          id="standing-until"
          label={t`Keep trying until`}
          type="date"
          registration={register('until')}
          error={errors.until?.message}
          hint={t`At the latest the day before check-in.`}
        />
        <AutopayFields
          autopay={autopay}
          amount={typedStayAmount(typed)}
          currency={typed.currency ?? DEFAULT_BID_CURRENCY}
        />
        <CheckField
          id="standing-consent"
          label={messages.standingBids.consent}
          registration={register('consent')}
          error={errors.consent?.message}
        />
        <FormAlert text={failure} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={create.isPending}>
          <Trans>Bid automatically</Trans>
        </SubmitButton>
      </Modal.Footer>
    </AppForm>
  );
}
