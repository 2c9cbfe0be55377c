import { Trans, useLingui } from '@lingui/react/macro';
import type { VisitorLogGroup } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '@/lib/format';
import { browserNames } from '../lib/operations';

const Seen = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** The pages an error happened on, each a link that opens it. */
function Pages({ pages }: { pages: string[] }) {
  const { t } = useLingui();
  if (pages.length === 0) return null;
  return (
    <ul className="list-inline small mb-0 mt-1" aria-label={t`Pages`}>
      {pages.map((page) => (
        <li key={page} className="list-inline-item text-break">
          <a href={page} target="_blank" rel="noreferrer">
            {page}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The counts of one error by browser, every browser named, its zero counts dimmed. */
function BrowserCounts({ group }: { group: VisitorLogGroup }) {
  const { t } = useLingui();
  return (
    <ul className="list-inline small mb-0" aria-label={t`By browser`}>
      {group.byBrowser.map(({ browser, count }) => (
        <li
          key={browser}
          className={`list-inline-item text-nowrap ${count === 0 ? 'text-body-secondary' : ''}`}
          data-testid={`browser-${browser}`}
        >
          {browserNames.get(browser)} <span className="fw-semibold">{count}</span>
        </li>
      ))}
    </ul>
  );
}

export function VisitorLogTable({ groups }: { groups: VisitorLogGroup[] }) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Error</Trans>
          </th>
          <th scope="col" className="text-end">
            <Trans>Seen</Trans>
          </th>
          <th scope="col">
            <Trans>By browser</Trans>
          </th>
          <th scope="col">
            <Trans>First seen</Trans>
          </th>
          <th scope="col">
            <Trans>Last seen</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.error} data-testid="visitor-log-group">
            <td className="small">
              <span className="ops-error text-break">{group.error}</span>
              <Pages pages={group.pages} />
            </td>
            <td className="text-end fw-semibold">{group.total}</td>
            <td>
              <BrowserCounts group={group} />
            </td>
            <td className="text-nowrap small">
              <Seen iso={group.firstSeen} />
            </td>
            <td className="text-nowrap small">
              <Seen iso={group.lastSeen} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each error is a card: the message, how often, by browser, first and last seen. */
export function VisitorLogCards({ groups }: { groups: VisitorLogGroup[] }) {
  const { t } = useLingui();
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {groups.map((group) => (
        <li key={group.error} className="card border-0 shadow-sm" data-testid="visitor-log-group">
          <article className="card-body p-3 d-flex flex-column gap-2" aria-label={t`Error seen ${group.total} times`}>
            <div>
              <p className="ops-error small text-break mb-0">{group.error}</p>
              <Pages pages={group.pages} />
            </div>
            <BrowserCounts group={group} />
            <dl className="details-list small mb-0">
              <dt>
                <Trans>Seen</Trans>
              </dt>
              <dd>{group.total} times</dd>
              <dt>
                <Trans>First</Trans>
              </dt>
              <dd>
                <Seen iso={group.firstSeen} />
              </dd>
              <dt>
                <Trans>Last</Trans>
              </dt>
              <dd>
                <Seen iso={group.lastSeen} />
              </dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
