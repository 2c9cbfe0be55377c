import { Trans, useLingui } from '@lingui/react/macro';
import { messages, refundBodySchema, type OpsBooking } from '@bidstay/contract';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { AppForm } from '@/components/app-form';
import { FormAlert } from '@/components/form-alert';
import { useAppForm } from '@/hooks/use-app-form';
import { TextField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useToast } from '@/components/toasts';
import { formatMoney } from '@/lib/format';
import { useRefundBooking } from '../api/bookings';
import { nextAttempt, refundTotal, type RefundAttempt } from '../lib/bookings';

/** The amount and the reason; more than is left is refused at the field, before the confirmation. */
const refundFormSchema = (refundable: number, currency: string) =>
  refundBodySchema.pick({ reason: true }).extend({
    amount: refundBodySchema.shape.amount.refine(
      (amount) => amount === undefined || amount <= refundable,
      messages.ops.refundTooLarge(formatMoney(refundable, currency)),
    ),
  });

/** An empty field asks for all that is left. */
const typedAmount = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The request id of a refund, kept while the same amount is tried again and forgotten once a refund went through. */
function useRequestId() {
  const attempt = useRef<RefundAttempt>(undefined);
  return {
    idFor(amount: number | undefined) {
      attempt.current = nextAttempt(attempt.current, amount, () => crypto.randomUUID());
      return attempt.current.requestId;
    },
    done: () => {
      attempt.current = undefined;
    },
  };
}

type ConfirmProps = {
  booking: OpsBooking;
  amount: number;
  reason: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

function RefundConfirmation({ booking, amount, reason, busy, onConfirm, onBack }: ConfirmProps) {
  const { t } = useLingui();
  const { currency } = booking.payment;
  return (
    <Modal show onHide={onBack} centered aria-labelledby="refund-title" data-testid="refund-dialog">
      <Modal.Header closeButton closeLabel={t`Close`}>
        <Modal.Title id="refund-title" className="h5">
          <Trans>Refund this booking?</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          <Trans>
            <span className="fw-semibold">{formatMoney(amount, currency)}</span> goes back to the card of{' '}
            {booking.customer.email} for the stay at {booking.order.hotel_data.name}.
          </Trans>
        </p>
        <p className="small">
          <span className="text-body-secondary">
            <Trans>Reason, as the customer reads it:</Trans>
          </span>{' '}
          {reason}
        </p>
        <dl className="details-list small mb-0">
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>{formatMoney(booking.payment.amountPaid, currency)}</dd>
          <dt>
            <Trans>Refunded before</Trans>
          </dt>
          <dd>{formatMoney(booking.payment.amountRefunded, currency)}</dd>
          <dt>
            <Trans>Left after this</Trans>
          </dt>
          <dd>{formatMoney(booking.payment.refundable - amount, currency)}</dd>
        </dl>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          <Trans>Refund {formatMoney(amount, currency)}</Trans>
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** A refund in full (the field left empty) or in part, asked again before the money goes. */
export function RefundForm({ booking }: { booking: OpsBooking }) {
  const { t } = useLingui();
  const orderId = booking.order.partner_data.order_id;
  const { refundable, currency } = booking.payment;
  const refund = useRefundBooking(orderId);
  const requestIds = useRequestId();
  const toast = useToast();
  const [asked, setAsked] = useState<{ amount: number | undefined; reason: string }>();
  const {
    register,
    submitWith,
    failure,
    showFailure,
    reset,
    formState: { errors },
  } = useAppForm(refundFormSchema(refundable, currency), { defaultValues: { amount: '', reason: '' } });

  async function confirm() {
    if (!asked) return;
    const request = { amount: asked.amount, reason: asked.reason, request_id: requestIds.idFor(asked.amount) };
    try {
      const refunded = await refund.mutateAsync(request);
      requestIds.done();
      reset({ amount: '', reason: '' });
      const given = refunded.payment.amountRefunded - booking.payment.amountRefunded;
      toast({ variant: 'success', body: t`Refunded ${formatMoney(given, currency)}.` });
    } catch (error) {
      showFailure(error);
    } finally {
      setAsked(undefined);
    }
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="refund-form-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="refund-form-title" className="h5">
          <Trans>Refund</Trans>
        </h2>
        {refundable > 0 ? (
          <AppForm onSubmit={submitWith(({ amount, reason }) => setAsked({ amount, reason }))}>
            <TextField
              id="refund-amount"
              label={t`Amount`}
              inputMode="decimal"
              placeholder={refundable.toFixed(2)}
              suffix={currency}
              hint={
                <span data-testid="refund-maximum">
                  <Trans>At most {formatMoney(refundable, currency)}; leave empty to refund all of it.</Trans>
                </span>
              }
              className="mb-3"
              registration={register('amount', { setValueAs: typedAmount })}
              error={errors.amount?.message}
            />
            <TextField
              id="refund-reason"
              label={t`Reason`}
              as="textarea"
              rows={2}
              maxLength={500}
              hint={t`The customer reads it in the mail about the refund and in My Bookings.`}
              className="mb-3"
              registration={register('reason')}
              error={errors.reason?.message}
            />
            <SubmitButton busy={refund.isPending} variant="outline-danger">
              <Trans>Refund…</Trans>
            </SubmitButton>
            <FormAlert text={failure} />
          </AppForm>
        ) : (
          <p className="text-body-secondary mb-0" data-testid="nothing-to-refund">
            {booking.payment.paymentIntent ? t`Everything paid has been refunded.` : t`This booking has not been paid.`}
          </p>
        )}
      </div>
      {asked && (
        <RefundConfirmation
          booking={booking}
          amount={refundTotal(asked.amount, refundable)}
          reason={asked.reason}
          busy={refund.isPending}
          onConfirm={() => void confirm()}
          onBack={() => setAsked(undefined)}
        />
      )}
    </section>
  );
}
