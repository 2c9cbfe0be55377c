import { Trans, useLingui } from '@lingui/react/macro';
import type { FailedMail } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { formatDateTime } from '@/lib/format';
import type { JobAction } from '../api/operations';

type Props = { mails: FailedMail[]; onAction: (action: JobAction & { about: string }) => void };

/** The mails whose tries are used up, as cards in a grid: who, which mail, why, and a button to send it again. */
export function FailedMails({ mails, onAction }: Props) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled ops-cards mb-0">
      {mails.map((mail) => (
        <li key={mail.id} className="card border-0 shadow-sm" data-testid="failed-mail">
          <article className="card-body p-3 d-flex flex-column gap-2" aria-label={t`Mail to ${mail.to}`}>
            <div className="d-flex flex-wrap justify-content-between gap-1">
              <span className="fw-semibold text-break">{mail.to}</span>
              <code>{mail.template}</code>
            </div>
            <p className="ops-error small text-break mb-0">{mail.lastError ?? t`No error recorded.`}</p>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-auto">
              <span className="small text-body-secondary">
                {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
                {mail.failedAt && (
                  <>
                    {' · failed '}
                    <time dateTime={mail.failedAt}>{formatDateTime(mail.failedAt)}</time>
                  </>
                )}
              </span>
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onAction({ kind: 'retry-mail', id: mail.id, about: `${mail.template} to ${mail.to}` })}
              >
                <Trans>Retry</Trans>
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
