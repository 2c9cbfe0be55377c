import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink, useLocation } from 'react-router';
import { useSignOut } from '@/hooks/use-sign-out';
import type { Role } from '@/lib/auth-storage';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { InspirationNavItem } from './inspiration-nav-item';
import { LanguageSwitcher } from './language-switcher';

/** Each role's own area: the supplier console, the back office, else My Account (signing in first when signed out). */
function AccountNavLink({ role }: { role: Role | undefined }) {
  if (role === 'supplier')
    return (
      <Nav.Link as={NavLink} to={paths.supplier.bids.href()}>
        <Trans>Supplier console</Trans>
      </Nav.Link>
    );
  if (role === 'operator')
    return (
      <Nav.Link as={NavLink} to={paths.ops.root.href()}>
        <Trans>Back office</Trans>
      </Nav.Link>
    );
  return (
    <Nav.Link as={NavLink} to={paths.dashboard.root.href()}>
      <Trans>My Account</Trans>
    </Nav.Link>
  );
}

export function Header() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const session = useSession();
  const signOut = useSignOut();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const expanded = openedAt === pathname;
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a[href]:not(.dropdown-toggle)')) setOpenedAt(null);
  };

  return (
    <header className="site-header sticky-top border-bottom">
      <Navbar expand="lg" expanded={expanded} onToggle={(open) => setOpenedAt(open ? pathname : null)}>
        <Container>
          <Navbar.Brand as={Link} to={paths.home.href()} className="brand">
            <span className="brand-mark" aria-hidden="true">
              B
            </span>
            Bidstay
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="site-menu" label={t`Open menu`} />
          <Navbar.Offcanvas id="site-menu" aria-labelledby="site-menu-title" placement="end">
            <Offcanvas.Header closeButton closeLabel={t`Close menu`}>
              <Offcanvas.Title id="site-menu-title">
                <Trans>Menu</Trans>
              </Offcanvas.Title>
            </Offcanvas.Header>
            <Offcanvas.Body className="align-items-lg-center" onClick={closeOnLink}>
              <Nav className="me-auto">
                <InspirationNavItem onEscape={() => setOpenedAt(null)} />
                <AccountNavLink role={session?.role} />
                <Nav.Link as={NavLink} to={paths.content.faq.href()}>
                  <Trans>Help</Trans>
                </Nav.Link>
              </Nav>
              <div className="d-flex flex-column flex-lg-row gap-2 mt-3 mt-lg-0">
                <LanguageSwitcher className="me-lg-2" />
                {session ? (
                  <Button variant="outline-primary" onClick={() => void signOut()}>
                    <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                    <Trans>Sign Out</Trans>
                  </Button>
                ) : (
                  <>
                    <Link to={paths.signIn.href()} className="btn btn-outline-primary">
                      <Trans>Sign In</Trans>
                    </Link>
                    <Link to={paths.signUp.href()} className="btn btn-primary">
                      <Trans>Register Now</Trans>
                    </Link>
                  </>
                )}
              </div>
            </Offcanvas.Body>
          </Navbar.Offcanvas>
        </Container>
      </Navbar>
    </header>
  );
}
