import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FailedMail } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import { formatDateTime } from '@/lib/format';
import type { JobAction } from '../api/operations';

type Props = { mails: FailedMail[]; onAction: (action: JobAction & { about: string }) => void };

const MAIL_ACTIONS = [
  { kind: 'discard-mail', label: msg`Discard`, variant: 'outline-danger' },
  { kind: 'retry-mail', label: msg`Retry`, variant: 'outline-primary' },
] as const;

const about = (mail: FailedMail) => `${mail.template} to ${mail.to}`;

/** The mails whose tries are used up, as cards in a grid: who, which mail, why, and buttons to send it again or discard it. */
export function FailedMails({ mails, onAction }: Props) {
  const { t, i18n } = useLingui();
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
                {plural(mail.attempts, { one: '# try', other: '# tries' })}
                {mail.failedAt && (
                  <>
                    {' · '}
                    <Trans>
                      failed <time dateTime={mail.failedAt}>{formatDateTime(mail.failedAt)}</time>
                    </Trans>
                  </>
                )}
              </span>
              <div className="d-flex gap-2">
                {MAIL_ACTIONS.map(({ kind, label, variant }) => (
                  <Button
                    key={kind}
                    size="sm"
                    variant={variant}
                    onClick={() => onAction({ kind, id: mail.id, about: about(mail) })}
                  >
                    {i18n._(label)}
                  </Button>
                ))}
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
