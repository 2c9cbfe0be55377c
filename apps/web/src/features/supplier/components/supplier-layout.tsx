import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/page-spinner';

const sections = [
  { label: 'Bids', href: paths.supplier.bids.href(), icon: 'bi-inbox' },
  { label: 'Rules', href: paths.supplier.rules.href(), icon: 'bi-sliders' },
  { label: 'Dashboard', href: paths.supplier.dashboard.href(), icon: 'bi-bar-chart' },
];

export function SupplierLayout() {
  return (
    <div className="container py-4 py-lg-5">
      <p className="eyebrow mb-1">Supplier console</p>
      <nav aria-label="Supplier console" className="mb-4">
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
