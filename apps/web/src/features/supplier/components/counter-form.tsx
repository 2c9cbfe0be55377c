import { counterBodySchema, isValidCounter, messages, type SupplierBid } from '@bidstay/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/submit-button';
import { formatMoney } from '@/lib/format';

const counterFormSchema = (bid: SupplierBid) =>
  z.object({
    amount: z
      .number({ error: 'Enter the amount to offer.' })
      .positive('Enter the amount to offer.')
      .pipe(counterBodySchema.shape.amount)
      .refine(
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
  serverError?: string;
  onSubmit: (amount: number) => void;
  onCancel: () => void;
};

export function CounterForm({ bid, busy, serverError, onSubmit, onCancel }: CounterFormProps) {
  const id = `counter-${bid.id}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(counterFormSchema(bid)),
    mode: 'onChange',
    defaultValues: { amount: suggestedAmount(bid) },
  });
  const error = errors.amount?.message ?? serverError;

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(({ amount }) => onSubmit(amount))(event)}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">Counter-offer for the stay</Form.Label>
        <InputGroup size="sm" hasValidation>
          <Form.Control
            type="number"
            step="0.01"
            inputMode="decimal"
            autoFocus
            {...register('amount', { valueAsNumber: true })}
            isInvalid={Boolean(error)}
            aria-describedby={`${id}-feedback ${id}-range`}
          />
          <InputGroup.Text>{bid.currency}</InputGroup.Text>
          <Form.Control.Feedback id={`${id}-feedback`} type="invalid">
            {error}
          </Form.Control.Feedback>
        </InputGroup>
        <Form.Text id={`${id}-range`} muted>
          Above {formatMoney(bid.bid, bid.currency)}, from {formatMoney(bid.floor, bid.currency)} to{' '}
          {formatMoney(bid.listed_price, bid.currency)}
        </Form.Text>
      </Form.Group>
      <div className="d-flex gap-2 mt-2">
        <SubmitButton busy={busy} className="btn-sm">
          Send counter-offer
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
