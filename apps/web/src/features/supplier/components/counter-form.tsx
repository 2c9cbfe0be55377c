import { Trans, useLingui } from '@lingui/react/macro';
import { counterBodySchema, isValidCounter, messages, type SupplierBid } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { z } from 'zod';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { formatMoney } from '@/lib/format';

const counterFormSchema = (bid: SupplierBid) =>
  z.object({
    amount: counterBodySchema.shape.amount.refine(
      (amount) => isValidCounter({ bid: bid.bid, listed: bid.listed_price, floor: bid.floor }, amount),
      messages.bids.invalidCounter,
    ),
  });

/** The lowest valid counter-offer: a cent above the bid, and not below the floor. */
const suggestedAmount = (bid: SupplierBid) =>
  Math.min(bid.listed_price, Math.max(bid.floor, Math.round(bid.bid * 100 + 1) / 100));

type CounterFormProps = {
  bid: SupplierBid;
  busy: boolean;
  onSubmit: (amount: number) => Promise<unknown>;
  onCancel: () => void;
};

export function CounterForm({ bid, busy, onSubmit, onCancel }: CounterFormProps) {
  const { t } = useLingui();
  const {
    register,
    submitWith,
    failure,
    formState: { errors },
  } = useAppForm(counterFormSchema(bid), {
    defaultValues: { amount: suggestedAmount(bid) },
    validateWhileTyping: true,
  });

  return (
    <AppForm onSubmit={submitWith(({ amount }) => onSubmit(amount))}>
      <TextField
        id={`counter-${bid.id}`}
        label={t`Counter-offer for the stay`}
        labelClassName="small mb-1"
        className=""
        size="sm"
        type="number"
        step="0.01"
        inputMode="decimal"
        autoFocus
        suffix={bid.currency}
        registration={register('amount', { valueAsNumber: true })}
        error={errors.amount?.message}
        hint={
          <>
            <Trans>
              Above {formatMoney(bid.bid, bid.currency)}, from {formatMoney(bid.floor, bid.currency)} to{' '}
              {formatMoney(bid.listed_price, bid.currency)}
            </Trans>
          </>
        }
      />
      <FormAlert text={failure} className="mt-2 mb-0 py-1 small" />
      <div className="d-flex gap-2 mt-2">
        <SubmitButton busy={busy} className="btn-sm">
          <Trans>Send counter-offer</Trans>
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
