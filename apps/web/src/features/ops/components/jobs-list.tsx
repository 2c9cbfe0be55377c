import { JOB_STATES, type Job, type JobCount } from '@bidstay/contract';
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
  const about = `${job.type}: ${job.lastError ?? 'no error recorded'}`;
  return (
    <div className="d-flex flex-wrap gap-2">
      <Button size="sm" variant="outline-primary" onClick={() => onAction({ kind: 'retry-job', id: job.id, about })}>
        Retry
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => onAction({ kind: 'discard-job', id: job.id, about })}>
        Discard
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
          <th scope="col">Job</th>
          <th scope="col">Type</th>
          <th scope="col">State</th>
          <th scope="col">Tries</th>
          <th scope="col">Last error</th>
          <th scope="col">Created</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} data-testid="job">
            <td className="font-monospace small">#{job.id}</td>
            <td>
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
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {jobs.map((job) => (
        <li key={job.id} className="card border-0 shadow-sm" data-testid="job">
          <article className="card-body p-3" aria-label={`Job ${job.id}, ${job.type}`}>
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-1 mb-2">
              <code>{job.type}</code>
              <StateBadge job={job} />
            </div>
            <dl className="details-list small mb-2">
              <dt>Job</dt>
              <dd className="font-monospace">#{job.id}</dd>
              <dt>Tries</dt>
              <dd>
                {job.attempts} of {job.maxAttempts}
              </dd>
              <dt>Created</dt>
              <dd>
                <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
              </dd>
              {job.lastError && (
                <>
                  <dt>Last error</dt>
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

/** How many jobs of each type are in each state; a count is a link to those jobs. */
export function JobCounts({
  counts,
  onPick,
}: {
  counts: JobCount[];
  onPick: (type: string, state: Job['state']) => void;
}) {
  const rows = countsByType(counts);
  if (rows.length === 0) return null;
  return (
    <Table responsive size="sm" className="ops-table ops-counts align-middle mb-0" aria-label="Jobs by type and state">
      <thead>
        <tr>
          <th scope="col">Type</th>
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
                  <button
                    type="button"
                    className={`btn btn-link btn-sm p-0 ${state === 'failed' ? 'link-danger fw-semibold' : ''}`}
                    onClick={() => onPick(type, state)}
                    aria-label={`${states[state]} ${state} ${type} jobs`}
                  >
                    {states[state]}
                  </button>
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
