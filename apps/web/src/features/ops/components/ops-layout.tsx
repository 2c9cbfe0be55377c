import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract/plain';
import { Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/page-spinner';
import { useSignOut } from '@/hooks/use-sign-out';
import { useOperator } from '../api/get-operator';
import { useSecondFactor } from '../api/second-factor';

const sections = [
  {
    get label() {
      return t`Operations`;
    },
    href: paths.ops.operations.href(),
    icon: 'bi-gear-wide-connected',
  },
  {
    get label() {
      return t`Bookings`;
    },
    href: paths.ops.bookings.href(),
    icon: 'bi-receipt',
  },
  {
    get label() {
      return t`Partners`;
    },
    href: paths.ops.partners.href(),
    icon: 'bi-building',
  },
  {
    get label() {
      return t`Customers`;
    },
    href: paths.ops.customers.href(),
    icon: 'bi-people',
  },
  {
    get label() {
      return t`Operators`;
    },
    href: paths.ops.operators.href(),
    icon: 'bi-person-badge',
  },
  {
    get label() {
      return t`Audit`;
    },
    href: paths.ops.audit.href(),
    icon: 'bi-journal-text',
  },
  {
    get label() {
      return t`Security`;
    },
    href: paths.ops.security.href(),
    icon: 'bi-shield-lock',
  },
];

/** Until the second factor is set up, every page but Security leads there. */
function EnrolFirst() {
  const { data: status } = useSecondFactor();
  const onSecurity = useLocation().pathname === paths.ops.security.href();
  if (!status || status.enrolled || onSecurity) return null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" data-testid="enrol-first">
      <i className="bi bi-shield-exclamation" aria-hidden="true" />
      <span className="flex-grow-1">{messages.ops.enrolFirst}</span>
      <Link to={paths.ops.security.href()} className="btn btn-sm btn-warning">
        <Trans>Set up now</Trans>
      </Link>
    </Alert>
  );
}

/** The operators' back office: its pages beside a menu on a desktop, under a row of tabs on a phone. */
export function OpsLayout() {
  const { t } = useLingui();
  const { data: operator } = useOperator();
  const signOut = useSignOut();
  return (
    <div className="container-xl py-4 py-lg-5">
      <div className="row g-4">
        <aside className="col-lg-3 col-xl-2">
          <p className="eyebrow mb-1">
            <Trans>Back office</Trans>
          </p>
          {operator && <p className="small text-body-secondary text-break mb-3">{operator.email}</p>}
          <nav aria-label={t`Back office`}>
            <ul className="nav nav-pills flex-lg-column gap-2">
              {sections.map(({ label, href, icon }) => (
                <li key={href} className="nav-item">
                  <NavLink to={href} className="nav-link">
                    <i className={`bi ${icon} me-2`} aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
              <li className="nav-item">
                <button type="button" className="nav-link" onClick={() => void signOut()}>
                  <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                  <Trans>Sign Out</Trans>
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <section className="col-lg-9 col-xl-10">
          <EnrolFirst />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </section>
      </div>
    </div>
  );
}

/**
 * `/ops`: Operations (what needs an operator today) once the second factor is set up, else Security. The status is read rather than the operator, as
 * in production an operator without a second factor may read nothing else.
 */
export function OpsIndex() {
  const status = useSecondFactor();
  if (status.isPending) return <PageSpinner />;
  const to = status.data?.enrolled ? paths.ops.operations.href() : paths.ops.security.href();
  return <Navigate to={to} replace />;
}
