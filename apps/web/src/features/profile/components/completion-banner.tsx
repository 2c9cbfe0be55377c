import { Trans, useLingui } from '@lingui/react/macro';
import { formatPercent } from '@/lib/format';

export function CompletionBanner({ completion }: { completion: number }) {
  const { t } = useLingui();
  return (
    <section className="completion-banner card border-0 mb-4" aria-labelledby="completion-title">
      <div className="card-body p-4 d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
        <i className="bi bi-person-check completion-icon" aria-hidden="true" />
        <div className="flex-grow-1">
          <h2 id="completion-title" className="h6 mb-1">
            <Trans>Your profile is {formatPercent(completion)} complete</Trans>
          </h2>
          <p className="small text-body-secondary mb-2">
            <Trans>Complete your details so hotels can confirm your bids and bookings without delay.</Trans>
          </p>
          <div
            className="progress completion-progress"
            role="progressbar"
            aria-label={t`Profile completion`}
            aria-valuenow={completion}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={formatPercent(completion)}
          >
            <div className="progress-bar" style={{ width: `${completion}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}
