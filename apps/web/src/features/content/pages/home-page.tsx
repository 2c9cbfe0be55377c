import { BID_DECISION_BUSINESS_DAYS } from '@bidstay/contract';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

const steps = [
  {
    icon: 'bi-search-heart',
    title: 'Find your hotel',
    text: 'Browse hotels and rooms with their listed all-in price.',
  },
  { icon: 'bi-cash-coin', title: 'Name your price', text: 'Place a bid below the listed price for the room you want.' },
  {
    icon: 'bi-patch-check',
    title: 'Get an answer',
    text: `The hotel accepts, declines or counters within ${BID_DECISION_BUSINESS_DAYS} business days.`,
  },
];

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <div className="row align-items-center g-5 py-lg-4">
            <div className="col-lg-6">
              <p className="eyebrow mb-2">Hotel stays, your price</p>
              <h1 className="display-5 fw-semibold mb-3">Name your price for your next stay</h1>
              <p className="lead text-body-secondary mb-4">
                Book at the listed price, or make an offer and let the hotel decide. No hidden fees: the price you see
                is the price you pay.
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Link to={paths.signUp.href()} className="btn btn-primary btn-lg">
                  Get started
                </Link>
                <Link to={paths.content.bidding.href()} className="btn btn-outline-primary btn-lg">
                  How bidding works
                </Link>
              </div>
            </div>
            <div className="col-lg-6">
              <div className="search-soon card border-0 shadow" aria-labelledby="search-soon-title">
                <div className="card-body p-4 p-md-5 text-center">
                  <div className="coming-soon-icon mx-auto mb-3" aria-hidden="true">
                    <i className="bi bi-search" />
                  </div>
                  <h2 id="search-soon-title" className="h4">
                    Search hotels — coming soon
                  </h2>
                  <p className="text-body-secondary mb-0">
                    Soon you will search by city and dates here. Meanwhile, create your account and complete your
                    profile so you are ready to bid on day one.
                  </p>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="how-title">
        <h2 id="how-title" className="h3 text-center mb-5">
          How bidding works
        </h2>
        <ol className="row g-4 list-unstyled steps">
          {steps.map((step, index) => (
            <li key={step.title} className="col-md-4">
              <div className="h-100 text-center px-3">
                <div className="step-icon mx-auto mb-3" aria-hidden="true">
                  <i className={`bi ${step.icon}`} />
                </div>
                <h3 className="h5">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-body-secondary mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-center mt-4 mb-0">
          <Link to={paths.content.bidding.href()}>
            Read more about bidding <i className="bi bi-arrow-right" aria-hidden="true" />
          </Link>
        </p>
      </section>
    </>
  );
}
