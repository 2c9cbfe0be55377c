import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LatestBid } from '@/features/bids/components/latest-bid';
import { LatestBooking } from '@/features/bookings/components/latest-booking';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';

const helpLinks = [
  {
    href: paths.content.faq.href(),
    label: msg`FAQ`,
    text: msg`Answers to the questions guests ask most.`,
    icon: 'bi-patch-question',
  },
  {
    href: paths.content.bidding.href(),
    label: msg`How bidding works`,
    text: msg`From naming your price to booking the room.`,
    icon: 'bi-lightbulb',
  },
  {
    href: paths.content.contact.href(),
    label: msg`Contact us`,
    text: msg`Write to our team about anything else.`,
    icon: 'bi-envelope',
  },
];

export function HelpCenterPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Help Center`);
  return (
    <>
      <h1 className="h3">
        <Trans>Help Center</Trans>
      </h1>
      <p className="text-body-secondary">
        <Trans>Find an answer, or pick up where you left off.</Trans>
      </p>
      <ul className="list-group mb-4">
        {helpLinks.map(({ href, label, text, icon }) => (
          <li key={href} className="list-group-item d-flex align-items-start gap-3 py-3">
            <i className={`bi ${icon} fs-4 text-primary`} aria-hidden="true" />
            <div>
              <Link to={href} className="fw-semibold">
                {i18n._(label)}
              </Link>
              <p className="small text-body-secondary mb-0">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="row g-3">
        <div className="col-md-6">
          <LatestBid />
        </div>
        <div className="col-md-6">
          <LatestBooking />
        </div>
      </div>
    </>
  );
}
