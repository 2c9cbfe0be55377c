import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_STATES, type Job, type JobCount, type JobState } from '@bidstay/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@/lib/format';
import type { JobAction } from '../api/operations';
import { JOB_STATE_VARIANTS, countsByType } from '../lib/operations';

type OnAction = (action: JobAction & { about: string }) => void;

function StateBadge({ job }: { job: Job }) {
  return <Badge bg={JOB_STATE_VARIANTS[job.state]}>{job.state}</Badge>;
}

/** Only a failed job can be retried or discarded. */
function JobButtons({ job, onAction }: { job: Job; onAction: OnAction }) {
  if (job.state !== 'failed') return null;
  const about = `${job.type}: ${job.lastError ?? t`no error recorded`}`;
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button size="sm" variant="outline-primary" onClick={() => onAction({ kind: 'retry-job', id: job.id, about })}>
        <Trans>Retry</Trans>
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => onAction({ kind: 'discard-job', id: job.id, about })}>
        <Trans>Discard</Trans>
      </Button>
    </div>
  );
}

const LastError = ({ job }: { job: Job }) =>
  job.lastError ? <span className="ops-error text-break">{job.lastError}</span> : <span aria-hidden="true">—</span>;

export function JobsTable({ jobs, onAction }: { jobs: Job[]; onAction: OnAction }) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Job</Trans>
          </th>
          <th scope="col">
            <Trans>Type</Trans>
          </th>
          <th scope="col">
            <Trans>State</Trans>
          </th>
          <th scope="col">
            <Trans>Tries</Trans>
          </th>
          <th scope="col">
            <Trans>Last error</Trans>
          </th>
          <th scope="col">
            <Trans>Created</Trans>
          </th>
          <th scope="col">
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} data-testid="job">
            <td className="font-monospace small">#{job.id}</td>
            <td className="text-nowrap">
              <code>{job.type}</code>
            </td>
            <td>
              <StateBadge job={job} />
            </td>
            <td className="text-nowrap">
              {job.attempts} of {job.maxAttempts}
            </td>
            <td className="small">
              <LastError job={job} />
            </td>
            <td className="text-nowrap small">
              <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
            </td>
            <td>
              <JobButtons job={job} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each job is a card: its type and state first, its error below. */
export function JobCards({ jobs, onAction }: { jobs: Job[]; onAction: OnAction }) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {jobs.map((job) => (
        <li key={job.id} className="card border-0 shadow-sm" data-testid="job">
          <article className="card-body p-3" aria-label={t`Job ${job.id}, ${job.type}`}>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-1 mb-2">
              <code>{job.type}</code>
              <StateBadge job={job} />
            </div>
            <dl className="details-list small mb-2">
              <dt>
                <Trans>Job</Trans>
              </dt>
              <dd className="font-monospace">#{job.id}</dd>
              <dt>
                <Trans>Tries</Trans>
              </dt>
              <dd>
                {job.attempts} of {job.maxAttempts}
              </dd>
              <dt>
                <Trans>Created</Trans>
              </dt>
              <dd>
                <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
              </dd>
              {job.lastError && (
                <>
                  <dt>
                    <Trans>Last error</Trans>
                  </dt>
                  <dd>
                    <LastError job={job} />
                  </dd>
                </>
              )}
            </dl>
            <JobButtons job={job} onAction={onAction} />
          </article>
        </li>
      ))}
    </ul>
  );
}

type CountsProps = { counts: JobCount[]; onPick: (type: string, state: JobState) => void };

function CountButton({
  type,
  state,
  count,
  onPick,
}: { type: string; state: JobState; count: number } & Pick<CountsProps, 'onPick'>) {
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm p-0 ${state === 'failed' ? 'link-danger fw-semibold' : ''}`}
      onClick={() => onPick(type, state)}
      aria-label={`${count} ${state} ${type} jobs`}
    >
      {count}
    </button>
  );
}

/** How many jobs of each type are in each state; a count shows those jobs. */
export function JobCounts({ counts, onPick }: CountsProps) {
  const { t } = useLingui();
  const rows = countsByType(counts);
  if (rows.length === 0) return null;
  return (
    <Table responsive size="sm" className="ops-table align-middle mb-0" aria-label={t`Jobs by type and state`}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Type</Trans>
          </th>
          {JOB_STATES.map((state) => (
            <th key={state} scope="col" className="text-end">
              {state}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ type, states }) => (
          <tr key={type}>
            <th scope="row" className="fw-normal">
              <code>{type}</code>
            </th>
            {JOB_STATES.map((state) => (
              <td key={state} className="text-end">
                {states[state] > 0 ? (
                  <CountButton type={type} state={state} count={states[state]} onPick={onPick} />
                ) : (
                  <span className="text-body-secondary">0</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone the counts are a list: each type with only the states it has jobs in, a failed count first. */
export function JobCountList({ counts, onPick }: CountsProps) {
  const { t } = useLingui();
  const rows = countsByType(counts);
  if (rows.length === 0) return null;
  const order = ['failed', ...JOB_STATES.filter((state) => state !== 'failed')] as JobState[];
  return (
    <ul className="list-group list-group-flush" aria-label={t`Jobs by type and state`}>
      {rows.map(({ type, states }) => (
        <li key={type} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
          <code className="text-break">{type}</code>
          <span className="d-flex flex-wrap gap-3 small">
            {order
              .filter((state) => states[state] > 0)
              .map((state) => (
                <span key={state} className="text-nowrap">
                  <CountButton type={type} state={state} count={states[state]} onPick={onPick} />{' '}
                  <span className={state === 'failed' ? 'text-danger' : 'text-body-secondary'}>{state}</span>
                </span>
              ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
