import { PARTNER_REJECT_REASONS, type PartnerRejectReason, type SupplierBid } from '@bidstay/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

const REASON_LABELS = {
  price_too_low: msg`Price too low`,
  no_rooms: msg`No rooms left`,
  dates_closed: msg`Dates closed to bids`,
};

type RejectFormProps = {
  bid: SupplierBid;
  busy: boolean;
  onReject: (reason: PartnerRejectReason) => void;
  onCancel: () => void;
};

/** A rejection asks for its reason, which the customer reads, and is sent only once one is chosen. */
export function RejectForm({ bid, busy, onReject, onCancel }: RejectFormProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<PartnerRejectReason | null>(null);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) onReject(reason);
      }}
      aria-label={t`Reject the bid for ${bid.booking.hotel_name}`}
    >
      <fieldset>
        <legend className="small fw-semibold mb-1">
          <Trans>Reject this bid? The customer reads why:</Trans>
        </legend>
        {PARTNER_REJECT_REASONS.map((code) => (
          <Form.Check
            key={code}
            type="radio"
            className="small"
            name={`reject-${bid.id}`}
            id={`reject-${bid.id}-${code}`}
            label={i18n._(REASON_LABELS[code])}
            checked={reason === code}
            onChange={() => setReason(code)}
          />
        ))}
      </fieldset>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" variant="danger" disabled={busy || reason === null}>
          <Trans>Reject bid</Trans>
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </Form>
  );
}
