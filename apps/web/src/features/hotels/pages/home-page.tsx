import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BID_DECISION_BUSINESS_DAYS } from '@bidstay/contract/plain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FeaturedCities } from '../components/featured-cities';
import { SearchForm } from '../components/search-form';
import { defaultStay, stayQuery } from '../lib/stay';

const days = BID_DECISION_BUSINESS_DAYS;
const steps = [
  {
    icon: 'bi-search-heart',
    title: msg`Find your hotel`,
    text: msg`Browse hotels and rooms with their listed all-in price.`,
  },
  {
    icon: 'bi-cash-coin',
    title: msg`Name your price`,
    text: msg`Place a bid below the listed price for the room you want.`,
  },
  {
    icon: 'bi-patch-check',
    title: msg`Get an answer`,
    text: msg`The hotel accepts, declines or counters within ${days} business days.`,
  },
];

export function HomePage() {
  const { t } = useLingui();
  const [stay] = useState(defaultStay);
  useDocumentTitle(t`Hotel stays at your price`);
  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <p className="eyebrow mb-2">
            <Trans>Hotel stays, your price</Trans>
          </p>
          <h1 className="display-5 fw-semibold mb-3">
            <Trans>Name your price for your next stay</Trans>
          </h1>
          <p className="lead text-body-secondary mb-4 hero-lead">
            <Trans>
              Book at the listed price, or make an offer and let the hotel decide. The price you see is the price you
              pay.
            </Trans>
          </p>
          <div className="card border-0 shadow search-card">
            <div className="card-body p-3 p-md-4">
              <SearchForm initialStay={stay} />
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="cities-title">
        <h2 id="cities-title" className="h3 mb-4">
          <Trans>Popular cities</Trans>
        </h2>
        <FeaturedCities query={stayQuery(stay)} />
      </section>
      <section className="container pb-5" aria-labelledby="how-title">
        <h2 id="how-title" className="h3 text-center mb-5">
          <Trans>How bidding works</Trans>
        </h2>
        <ol className="row g-4 list-unstyled steps">
          {steps.map((step, index) => (
            <li key={step.icon} className="col-md-4">
              <div className="h-100 text-center px-3">
                <div className="step-icon mx-auto mb-3" aria-hidden="true">
                  <i className={`bi ${step.icon}`} />
                </div>
                <h3 className="h5">
                  <span className="visually-hidden">
                    <Trans>Step {index + 1}:</Trans>{' '}
                  </span>
                  {t(step.title)}
                </h3>
                <p className="text-body-secondary mb-0">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-center mt-4 mb-0">
          <Link to={paths.content.bidding.href()}>
            <Trans>Read more about bidding</Trans> <i className="bi bi-arrow-right" aria-hidden="true" />
          </Link>
        </p>
      </section>
    </>
  );
}
