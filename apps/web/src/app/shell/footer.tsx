import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { useLoadedVersion } from './version';

const columns = [
  {
    key: 'bidstay',
    title: msg`Bidstay`,
    links: [
      { label: msg`About us`, href: paths.content.about.href() },
      { label: msg`Contact`, href: paths.content.contact.href() },
      { label: msg`Blog`, href: paths.content.blog.href() },
    ],
  },
  {
    key: 'help',
    title: msg`Help`,
    links: [
      { label: msg`FAQ`, href: paths.content.faq.href() },
      { label: msg`How bidding works`, href: paths.content.bidding.href() },
      { label: msg`Cancellation policy`, href: paths.content.cancellation.href() },
    ],
  },
  {
    key: 'legal',
    title: msg`Legal`,
    links: [
      { label: msg`Terms and conditions`, href: paths.content.terms.href() },
      { label: msg`Privacy policy`, href: paths.content.privacy.href() },
      { label: msg`Cookie policy`, href: paths.content.cookies.href() },
    ],
  },
];

/** The card brands the payment step takes: those the sandbox Stripe accepts (apps/sandbox/src/stripe/test-cards.ts). */
const acceptedCards = ['Visa', 'Mastercard'];

const year = new Date().getFullYear();

/** The form's code (the shared form hook and fields) loads beside the page's, not in every first load's scripts. */
const NewsletterForm = lazy(() =>
  import('@/features/content/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

export function Footer() {
  const { t } = useLingui();
  const version = useLoadedVersion();
  return (
    <footer className="site-footer border-top mt-auto">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-lg-4">
            <p className="h5 brand mb-2">Bidstay</p>
            <p className="text-body-secondary small">
              <Trans>
                Hotel stays at the price you name. Bid on a room, and the hotel accepts, declines or makes you an offer.
              </Trans>
            </p>
            <Suspense fallback={<div className="newsletter-placeholder" />}>
              <NewsletterForm />
            </Suspense>
          </div>
          {columns.map((column) => (
            <nav key={column.key} className="col-6 col-md-4 col-lg-2" aria-label={t(column.title)}>
              <h2 className="h6 text-uppercase small fw-semibold text-body-secondary">{t(column.title)}</h2>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link.href} className="mb-2">
                    <Link to={link.href} className="footer-link">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="d-flex flex-column flex-md-row justify-content-between gap-3 border-top pt-4 mt-4">
          <div className="d-flex align-items-center gap-2">
            <i className="bi bi-credit-card-2-front fs-4 text-body-secondary" aria-hidden="true" />
            <span id="accepted-cards" className="small text-body-secondary">
              <Trans>We accept</Trans>
            </span>
            <ul className="list-inline mb-0 payment-cards" aria-labelledby="accepted-cards">
              {acceptedCards.map((card) => (
                <li key={card} className="list-inline-item payment-card">
                  {card}
                </li>
              ))}
            </ul>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </div>
        </div>
        <p className="small text-body-secondary mt-4 mb-0">
          © {year} Bidstay
          <span className="mx-2" aria-hidden="true">
            ·
          </span>
          <span data-testid="app-version">
            {version ? (
              <Trans>
                Version {version.version} ({version.commit ?? t`unknown`})
              </Trans>
            ) : (
              <Trans>Version unknown</Trans>
            )}
          </span>
        </p>
      </div>
    </footer>
  );
}
