import { Trans } from '@lingui/react/macro';
import type { AuditEntry } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@/lib/format';
import { auditDetailText } from '../lib/audit';

/** The record an action was about, or a dash for an action on no record (signing in). */
const targetOf = (entry: AuditEntry) => entry.target || '—';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>When</Trans>
          </th>
          <th scope="col">
            <Trans>Operator</Trans>
          </th>
          <th scope="col">
            <Trans>Action</Trans>
          </th>
          <th scope="col">
            <Trans>Record</Trans>
          </th>
          <th scope="col">
            <Trans>Detail</Trans>
          </th>
          <th scope="col">
            <Trans>Address</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td className="text-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td className="text-break">{entry.operatorEmail}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td className="text-break">{targetOf(entry)}</td>
            <td className="small text-body-secondary text-break">{auditDetailText(entry.detail)}</td>
            <td className="font-monospace small">{entry.address}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each entry is a card: the action and when first, the rest below. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {entries.map((entry) => (
        <li key={entry.id} className="card border-0 shadow-sm" data-testid="audit-entry">
          <article className="card-body p-3" aria-label={`${entry.action} by ${entry.operatorEmail}`}>
            <div className="d-flex flex-wrap justify-content-between gap-1 mb-1">
              <code>{entry.action}</code>
              <time dateTime={entry.createdAt} className="small text-body-secondary">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <dl className="details-list small mb-0">
              <dt>
                <Trans>Operator</Trans>
              </dt>
              <dd className="text-break">{entry.operatorEmail}</dd>
              <dt>
                <Trans>Record</Trans>
              </dt>
              <dd className="text-break">{targetOf(entry)}</dd>
              {Object.keys(entry.detail).length > 0 && (
                <>
                  <dt>
                    <Trans>Detail</Trans>
                  </dt>
                  <dd className="text-break">{auditDetailText(entry.detail)}</dd>
                </>
              )}
              <dt>
                <Trans>Address</Trans>
              </dt>
              <dd className="font-monospace">{entry.address}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
