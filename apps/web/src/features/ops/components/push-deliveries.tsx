import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobState, PushDelivery } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import { formatDateTime } from '@/lib/format';
import { JOB_STATE_VARIANTS } from '../lib/operations';

/** A push's job state as the operator reads it. */
export const PUSH_STATE_LABELS = {
  queued: msg`Waiting`,
  running: msg`Sending`,
  done: msg`Sent`,
  failed: msg`Failed`,
} as const satisfies Record<JobState, unknown>;

const ROLE_LABELS = { customer: msg`Customer`, supplier: msg`Partner` } as const;

/** The pushes to devices as cards in a grid: what was said, to whom, through which push service, and how it went. */
export function PushDeliveries({ pushes }: { pushes: PushDelivery[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="list-unstyled ops-cards mb-0">
      {pushes.map((push) => (
        <li key={push.id} className="card border-0 shadow-sm" data-testid="push-delivery">
          <article className="card-body p-3 d-flex flex-column gap-2" aria-label={t`Push #${push.id}`}>
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-1">
              <span className="fw-semibold text-break">{push.title || push.kind}</span>
              <Badge bg={JOB_STATE_VARIANTS[push.state]}>{i18n._(PUSH_STATE_LABELS[push.state])}</Badge>
            </div>
            <p className="small mb-0 text-break">
              {i18n._(ROLE_LABELS[push.role])} · <code>{push.endpointHost}</code> · <code>{push.kind}</code>
            </p>
            {push.lastError && <p className="ops-error small text-break mb-0">{push.lastError}</p>}
            <span className="small text-body-secondary mt-auto">
              {plural(push.attempts, { one: '# try', other: '# tries' })}
              {' · '}
              <Trans>
                queued <time dateTime={push.createdAt}>{formatDateTime(push.createdAt)}</time>
              </Trans>
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
