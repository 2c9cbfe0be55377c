import { Trans } from '@lingui/react/macro';
import type { CustomerSummary } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { fullName } from '../lib/customer';
import { AccountBadges } from './account-badges';

export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Customer</Trans>
          </th>
          <th scope="col">
            <Trans>E-mail</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Joined</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id} data-testid="customer-row">
            <td>
              <Link to={paths.ops.customer.href(customer.id)} className="fw-semibold">
                {fullName(customer)}
              </Link>
            </td>
            <td className="text-break">{customer.email}</td>
            <td>
              <AccountBadges active={customer.active} />
            </td>
            <td className="text-nowrap">
              <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each customer is a card, its name the link. */
export function CustomerCards({ customers }: { customers: CustomerSummary[] }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {customers.map((customer) => (
        <li key={customer.id} className="card border-0 shadow-sm" data-testid="customer-row">
          <article className="card-body p-3" aria-label={fullName(customer)}>
            <Link to={paths.ops.customer.href(customer.id)} className="fw-semibold stretched-link">
              {fullName(customer)}
            </Link>
            {fullName(customer) !== customer.email && (
              <p className="small text-body-secondary text-break mb-0">{customer.email}</p>
            )}
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 small mt-2">
              <AccountBadges active={customer.active} />
              <span>
                <Trans>
                  Joined <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
                </Trans>
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
