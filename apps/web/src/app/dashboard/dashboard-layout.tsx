import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import Form from 'react-bootstrap/Form';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useSignOut } from '@/hooks/use-sign-out';
import { dashboardMenu } from './dashboard-menu';

export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  return (
    <div className="container py-4 py-lg-5">
      <div className="row g-4">
        <aside className="col-lg-3">
          <Form.Group controlId="dashboard-section" className="d-lg-none">
            <Form.Label className="small text-body-secondary">
              <Trans>My account</Trans>
            </Form.Label>
            <Form.Select value={pathname} onChange={(event) => void navigate(event.currentTarget.value)}>
              {dashboardMenu.map((item) => (
                <option key={item.href} value={item.href}>
                  {i18n._(item.label)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <nav className="dashboard-menu d-none d-lg-block card border-0 shadow-sm" aria-label={t`My account`}>
            <div className="list-group list-group-flush">
              {dashboardMenu.map((item) => (
                <NavLink key={item.href} to={item.href} className="list-group-item list-group-item-action">
                  <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
                  {i18n._(item.label)}
                </NavLink>
              ))}
              <button type="button" className="list-group-item list-group-item-action" onClick={() => void signOut()}>
                <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                <Trans>Sign Out</Trans>
              </button>
            </div>
          </nav>
        </aside>
        <section className="col-lg-9">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
