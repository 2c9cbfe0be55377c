import { Link } from 'react-router';
import { LatestBid } from '@/features/bids/components/latest-bid';
import { LatestBooking } from '@/features/bookings/components/latest-booking';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/config/paths';

const helpLinks = [
  {
    href: paths.content.faq.href(),
    label: 'FAQ',
    text: 'Answers to the questions guests ask most.',
    icon: 'bi-patch-question',
  },
  {
    href: paths.content.bidding.href(),
    label: 'How bidding works',
    text: 'From naming your price to booking the room.',
    icon: 'bi-lightbulb',
  },
  {
    href: paths.content.contact.href(),
    label: 'Contact us',
    text: 'Write to our team about anything else.',
    icon: 'bi-envelope',
  },
];

export function HelpCenterPage() {
  useDocumentTitle('Help Center');
  return (
    <>
      <h1 className="h3">Help Center</h1>
      <p className="text-body-secondary">Find an answer, or pick up where you left off.</p>
      <ul className="list-group mb-4">
        {helpLinks.map(({ href, label, text, icon }) => (
          <li key={href} className="list-group-item d-flex align-items-start gap-3 py-3">
            <i className={`bi ${icon} fs-4 text-primary`} aria-hidden="true" />
            <div>
              <Link to={href} className="fw-semibold">
                {label}
              </Link>
              <p className="small text-body-secondary mb-0">{text}</p>
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
