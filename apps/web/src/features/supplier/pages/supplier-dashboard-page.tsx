import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, messages, type SupplierStats } from '@bidstay/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorState } from '@/components/error-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { useToast } from '@/components/toasts';
import { NotificationsCard } from '@/features/push';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatMoney, formatPercent } from '@/lib/format';
import { useDownloadStatsCsv, useSupplierStats, type StatsRange } from '../api/get-supplier-stats';
import { OutcomeChart } from '../components/outcome-chart';
import { PendingAgeChart } from '../components/pending-age-chart';

const RANGES = [7, 30, 90];

function rangeOf(days: number): StatsRange {
  const to = new Date().toISOString().slice(0, 10);
  return { from: addDays(to, 1 - days), to };
}

/** Seconds as people read a wait: seconds, minutes, hours or days. */
function formatWait(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="card border-0 shadow-sm h-100">
        <div className="card-body">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-4 fw-semibold" data-testid={testId}>
            {value}
          </div>
        </div>
      </div>
    </div>
  );
}

function Figures({ stats }: { stats: SupplierStats }) {
  const { t } = useLingui();
  const { people, rules } = stats.answerSeconds;
  return (
    <div className="row g-3 mb-4">
      <Figure label={t`Bids`} value={String(stats.bids)} testId="stat-bids" />
      <Figure
        label={t`Accepted of those answered`}
        value={stats.acceptanceRate === null ? '—' : formatPercent(stats.acceptanceRate * 100)}
        testId="stat-acceptance"
      />
      <Figure
        label={t`Median bid, of the listed price`}
        value={stats.medianBidShare === null ? '—' : formatPercent(stats.medianBidShare * 100)}
        testId="stat-bid-share"
      />
      <Figure label={t`Revenue from bids`} value={formatMoney(stats.revenue, stats.currency)} testId="stat-revenue" />
      <Figure
        label={t`Your team answers in (median · 90 %)`}
        value={`${formatWait(people.median)} · ${formatWait(people.p90)}`}
        testId="stat-people-time"
      />
      <Figure
        label={t`Rules answer in (median · 90 %)`}
        value={`${formatWait(rules.median)} · ${formatWait(rules.p90)}`}
        testId="stat-rules-time"
      />
    </div>
  );
}

export function SupplierDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const toast = useToast();
  const [days, setDays] = useState(30);
  const range = rangeOf(days);
  const stats = useSupplierStats(range);
  const csv = useDownloadStatsCsv();
  const download = () =>
    csv.mutate(range, { onError: () => toast({ variant: 'danger', body: messages.generic.internal }) });

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-4">
        <div className="me-auto">
          <h1 className="h3 mb-1">
            <Trans>Dashboard</Trans>
          </h1>
          <p className="text-body-secondary mb-0">
            <Trans>Bids of all your hotels, by the day they were made.</Trans>
          </p>
        </div>
        <Form.Group controlId="dashboard-range">
          <Form.Label className="small mb-1">
            <Trans>Period</Trans>
          </Form.Label>
          <Form.Select value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
            {RANGES.map((count) => (
              <option key={count} value={count}>
                <Trans>Last {count} days</Trans>
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button variant="outline-primary" onClick={download} disabled={csv.isPending} aria-busy={csv.isPending}>
          <i className="bi bi-download me-1" aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {stats.isPending && <ListSkeleton label={t`Loading the dashboard`} rows={4} />}
      {stats.isError && <ErrorState text={t`We could not load the dashboard.`} />}
      {stats.data && (
        <>
          <Figures stats={stats.data} />
          <div className="row g-4">
            <section className="col-lg-8" aria-label={t`Bids a day`}>
              <div className="card border-0 shadow-sm">
                <div className="card-body">
                  <OutcomeChart days={stats.data.days} />
                </div>
              </div>
            </section>
            <section className="col-lg-4" aria-label={t`Pending queue`}>
              <div className="card border-0 shadow-sm">
                <div className="card-body">
                  <PendingAgeChart buckets={stats.data.pendingByAge} />
                </div>
              </div>
            </section>
          </div>
        </>
      )}
      <NotificationsCard />
    </>
  );
}
