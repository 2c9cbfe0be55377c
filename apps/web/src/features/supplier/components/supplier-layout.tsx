import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/page-spinner';

const sections = [
  {
    get label() {
      return t`Bids`;
    },
    href: paths.supplier.bids.href(),
    icon: 'bi-inbox',
  },
  {
    get label() {
      return t`Rules`;
    },
    href: paths.supplier.rules.href(),
    icon: 'bi-sliders',
  },
  {
    get label() {
      return t`Dashboard`;
    },
    href: paths.supplier.dashboard.href(),
    icon: 'bi-bar-chart',
  },
];

export function SupplierLayout() {
  const { t } = useLingui();
  return (
    <div className="container py-4 py-lg-5">
      <p className="eyebrow mb-1">
        <Trans>Supplier console</Trans>
      </p>
      <nav aria-label={t`Supplier console`} className="mb-4">
        <ul className="nav nav-pills gap-2">
          {sections.map(({ label, href, icon }) => (
            <li key={href} className="nav-item">
              <NavLink to={href} end className="nav-link">
                <i className={`bi ${icon} me-2`} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
