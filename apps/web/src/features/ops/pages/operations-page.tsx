import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JOB_STATES, type JobState } from '@bidstay/contract';
import { useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadFailed } from '@/components/load-failed';
import { PaginationBar } from '@/components/pagination-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsPhone } from '@/hooks/use-media-query';
import {
  useFailedMails,
  useJobs,
  usePushDeliveries,
  useVisitorLog,
  type JobAction,
  type JobsFilter,
} from '../api/operations';
import { FailedMails } from '../components/failed-mails';
import { JobActionDialog } from '../components/job-action-dialog';
import { JobCards, JobCountList, JobCounts, JobsTable } from '../components/jobs-list';
import { PushDeliveries, PUSH_STATE_LABELS } from '../components/push-deliveries';
import { VisitorLogCards, VisitorLogTable } from '../components/visitor-log-groups';
import { pageCount, pageOfSearch } from '../lib/list-search';
import { jobTypesOf } from '../lib/operations';

type Pending = (JobAction & { about: string }) | undefined;

const isJobState = (value: string | null): value is JobState => JOB_STATES.some((state) => state === value);

/** The jobs' filter lives in the URL, so that a filtered list can be linked and survives a reload. */
function useJobsFilter() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: JobsFilter = {
    type: params.get('type') ?? '',
    state: isJobState(state) ? state : '',
    page: pageOfSearch(params.get('page')),
  };
  const setFilter = (next: JobsFilter) => {
    const search: Record<string, string> = {};
    if (next.type) search.type = next.type;
    if (next.state) search.state = next.state;
    if (next.page > 1) search.page = String(next.page);
    setParams(search, { replace: true });
  };
  return { filter, setFilter };
}

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-5">
      <h2 id={id} className="h5 mb-1">
        {title}
      </h2>
      <p className="small text-body-secondary mb-3">{lead}</p>
      {children}
    </section>
  );
}

function JobsSection({ onAction }: { onAction: (action: Pending) => void }) {
  const { t } = useLingui();
  const { filter, setFilter } = useJobsFilter();
  const jobs = useJobs(filter);
  const isPhone = useIsPhone();
  const types = jobTypesOf(jobs.data?.counts ?? []);
  if (filter.type && !types.includes(filter.type)) types.push(filter.type);
  const pick = (type: string, state: JobState) => setFilter({ type, state, page: 1 });

  return (
    <Section
      id="ops-jobs"
      title={t`Jobs`}
      lead={t`Work done in the background, newest first. A failed job waits for you.`}
    >
      {jobs.data && (
        <div className="card border-0 shadow-sm mb-3">
          {isPhone ? (
            <JobCountList counts={jobs.data.counts} onPick={pick} />
          ) : (
            <JobCounts counts={jobs.data.counts} onPick={pick} />
          )}
        </div>
      )}
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="jobs-type" className="ops-filter">
          <Form.Label className="small mb-1">
            <Trans>Type</Trans>
          </Form.Label>
          <Form.Select
            size="sm"
            value={filter.type}
            onChange={(event) => setFilter({ ...filter, type: event.currentTarget.value, page: 1 })}
          >
            <option value="">
              <Trans>All types</Trans>
            </option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="jobs-state" className="ops-filter">
          <Form.Label className="small mb-1">
            <Trans>State</Trans>
          </Form.Label>
          <Form.Select
            size="sm"
            value={filter.state}
            onChange={(event) => {
              const state = event.currentTarget.value;
              setFilter({ ...filter, state: isJobState(state) ? state : '', page: 1 });
            }}
          >
            <option value="">
              <Trans>All states</Trans>
            </option>
            {JOB_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {jobs.isPending ? (
        <ListSkeleton label={t`Loading the jobs`} />
      ) : jobs.isError ? (
        <LoadFailed text={t`Could not load the jobs.`} error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.jobs.length === 0 ? (
        <p className="text-body-secondary" data-testid="jobs-empty">
          <Trans>No job matches this filter.</Trans>
        </p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="jobs-total">
            {plural(jobs.data.total, { one: '# job', other: '# jobs' })}
          </p>
          <div className={isPhone ? '' : 'card border-0 shadow-sm'}>
            {isPhone ? (
              <JobCards jobs={jobs.data.jobs} onAction={onAction} />
            ) : (
              <JobsTable jobs={jobs.data.jobs} onAction={onAction} />
            )}
          </div>
          <div className="mt-3">
            <PaginationBar
              label={t`Job pages`}
              page={filter.page}
              pageCount={pageCount(jobs.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={(page) => setFilter({ ...filter, page })}
            />
          </div>
        </>
      )}
    </Section>
  );
}

function MailsSection({ onAction }: { onAction: (action: Pending) => void }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const mails = useFailedMails(page);
  const isPhone = useIsPhone();
  return (
    <Section
      id="ops-mails"
      title={t`Failed mails`}
      lead={t`Mails the mail server refused for good, or could not take after every try.`}
    >
      {mails.isPending ? (
        <ListSkeleton label={t`Loading the failed mails`} />
      ) : mails.isError ? (
        <LoadFailed
          text={t`Could not load the failed mails.`}
          error={mails.error}
          onRetry={() => void mails.refetch()}
        />
      ) : mails.data.mails.length === 0 ? (
        <p className="text-body-secondary" data-testid="mails-empty">
          <Trans>No mail has failed.</Trans>
        </p>
      ) : (
        <>
          <FailedMails mails={mails.data.mails} onAction={onAction} />
          <div className="mt-3">
            <PaginationBar
              label={t`Failed mail pages`}
              page={page}
              pageCount={pageCount(mails.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={setPage}
            />
          </div>
        </>
      )}
    </Section>
  );
}

function PushesSection() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<JobState | ''>('');
  const [page, setPage] = useState(1);
  const pushes = usePushDeliveries({ state, page });
  const isPhone = useIsPhone();
  return (
    <Section
      id="ops-pushes"
      title={t`Pushes`}
      lead={t`Notifications sent to browsers and phones, newest first, with the push service's answer when it refused one.`}
    >
      <Form.Group controlId="pushes-state" className="ops-filter mb-3">
        <Form.Label className="small mb-1">
          <Trans>Push state</Trans>
        </Form.Label>
        <Form.Select
          size="sm"
          value={state}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setState(isJobState(next) ? next : '');
            setPage(1);
          }}
        >
          <option value="">
            <Trans>All states</Trans>
          </option>
          {JOB_STATES.map((option) => (
            <option key={option} value={option}>
              {i18n._(PUSH_STATE_LABELS[option])}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {pushes.isPending ? (
        <ListSkeleton label={t`Loading the pushes`} />
      ) : pushes.isError ? (
        <LoadFailed text={t`Could not load the pushes.`} error={pushes.error} onRetry={() => void pushes.refetch()} />
      ) : pushes.data.pushes.length === 0 ? (
        <p className="text-body-secondary" data-testid="pushes-empty">
          <Trans>No push matches this filter.</Trans>
        </p>
      ) : (
        <>
          <PushDeliveries pushes={pushes.data.pushes} />
          <div className="mt-3">
            <PaginationBar
              label={t`Push pages`}
              page={page}
              pageCount={pageCount(pushes.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={setPage}
            />
          </div>
        </>
      )}
    </Section>
  );
}

function VisitorLogSection() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const log = useVisitorLog(page);
  const isPhone = useIsPhone();
  return (
    <Section
      id="ops-visitor-log"
      title={t`Visitor log`}
      lead={t`Errors browsers reported in the last 5 days, grouped by message, the last seen first.`}
    >
      {log.isPending ? (
        <ListSkeleton label={t`Loading the visitor log`} />
      ) : log.isError ? (
        <LoadFailed text={t`Could not load the visitor log.`} error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.groups.length === 0 ? (
        <p className="text-body-secondary" data-testid="visitor-log-empty">
          <Trans>No browser has reported an error in the last 5 days.</Trans>
        </p>
      ) : (
        <>
          <div className={isPhone ? '' : 'card border-0 shadow-sm'}>
            {isPhone ? <VisitorLogCards groups={log.data.groups} /> : <VisitorLogTable groups={log.data.groups} />}
          </div>
          <div className="mt-3">
            <PaginationBar
              label={t`Visitor log pages`}
              page={page}
              pageCount={pageCount(log.data.total)}
              maxSize={isPhone ? 3 : 7}
              onChange={setPage}
            />
          </div>
        </>
      )}
    </Section>
  );
}

/** The jobs queue, the mails that failed, the pushes and the visitor log; a retry or a discard is confirmed first. */
export function OperationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Operations · Back office`);
  const [pending, setPending] = useState<Pending>();
  return (
    <>
      <div className="mb-4">
        <h1 className="h3 mb-1">
          <Trans>Operations</Trans>
        </h1>
        <p className="text-body-secondary mb-0">
          <Trans>The background jobs, the mails that failed, the pushes and the browsers' errors.</Trans>
        </p>
      </div>
      <JobsSection onAction={setPending} />
      <MailsSection onAction={setPending} />
      <PushesSection />
      <VisitorLogSection />
      <JobActionDialog action={pending} onClose={() => setPending(undefined)} />
    </>
  );
}
