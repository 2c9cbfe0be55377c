import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Partner } from '@bidstay/contract';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { AccountBadges } from './account-badges';

type PartnerListProps = {
  partners: Partner[];
  /** The link that opens a partner's detail. */
  linkOf: (partner: Partner) => string;
};

const hotelsOf = (partner: Partner) =>
  partner.allHotels ? t`All hotels` : plural(partner.hotelIds.length, { one: '# hotel', other: '# hotels' });

export function PartnerTable({ partners, linkOf }: PartnerListProps) {
  return (
    <Table responsive hover className="ops-table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Partner</Trans>
          </th>
          <th scope="col">
            <Trans>Hotels</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Invited</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {partners.map((partner) => (
          <tr key={partner.id} data-testid="partner-row">
            <td>
              <Link to={linkOf(partner)} className="fw-semibold">
                {partner.name}
              </Link>
              <div className="small text-body-secondary text-break">{partner.email}</div>
            </td>
            <td className="text-nowrap">{hotelsOf(partner)}</td>
            <td>
              <AccountBadges active={partner.active} invited={!partner.passwordSet} />
            </td>
            <td className="text-nowrap">
              <time dateTime={partner.createdAt}>{formatDate(partner.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone each partner is a card, its name the link. */
export function PartnerCards({ partners, linkOf }: PartnerListProps) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-0">
      {partners.map((partner) => (
        <li key={partner.id} className="card border-0 shadow-sm" data-testid="partner-row">
          <article className="card-body p-3" aria-label={partner.name}>
            <Link to={linkOf(partner)} className="fw-semibold stretched-link">
              {partner.name}
            </Link>
            <p className="small text-body-secondary text-break mb-2">{partner.email}</p>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 small">
              <AccountBadges active={partner.active} invited={!partner.passwordSet} />
              <span>{hotelsOf(partner)}</span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
