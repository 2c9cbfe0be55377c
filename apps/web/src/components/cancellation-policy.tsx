import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { customerCharge, type CancellationInfo } from '@bidstay/contract';
import { formatMoney, formatPartnerDeadline } from '@/lib/format';

type Tier = CancellationInfo['policies'][number];

function period({ start_at: start, end_at: end }: Tier): string {
  if (start && end) return t`From ${formatPartnerDeadline(start)} until ${formatPartnerDeadline(end)}`;
  if (start) return t`From ${formatPartnerDeadline(start)}`;
  if (end) return t`Until ${formatPartnerDeadline(end)}`;
  return t`At any time`;
}

/** A tier's charge as the customer pays it, from what they pay for the stay (the contract's rule). */
function charge({ penalty }: Tier, paid: number): string {
  const amount = customerCharge(penalty, { paid, listed: paid });
  return amount > 0 ? formatMoney(amount, penalty.currency_code) : t`Free`;
}

type PolicyProps = { info: CancellationInfo; paid: number };

/** The free-cancellation deadline and the charge tiers after it, in the customer's time zone. */
export function CancellationPolicy({ info, paid }: PolicyProps) {
  const free = info.free_cancellation_before;
  return (
    <div className="cancellation-policy" data-testid="cancellation-policy">
      {free ? (
        <p className="text-success fw-semibold mb-2">
          <i className="bi bi-check2-circle me-1" aria-hidden="true" />
          <Trans>Free cancellation before {formatPartnerDeadline(free)}</Trans>
        </p>
      ) : (
        <p className="mb-2">
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          <Trans>Non-refundable: cancelling costs the charge below.</Trans>
        </p>
      )}
      {info.policies.length > 0 && (
        <ul className="list-unstyled small mb-0 cancellation-tiers">
          {info.policies.map((tier, index) => (
            <li key={index} className="d-flex justify-content-between gap-3" data-testid="cancellation-tier">
              <span>{period(tier)}</span>
              <span className="fw-semibold text-nowrap">{charge(tier, paid)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="small text-body-secondary mt-2 mb-0">
        <Trans>Times are shown in your time zone.</Trans>
      </p>
    </div>
  );
}
