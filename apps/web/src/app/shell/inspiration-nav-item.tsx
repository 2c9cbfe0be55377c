import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { INSPIRATION_MENU_ID } from './inspiration';

let menuLoaded = false;

const InspirationMenu = lazy(() =>
  import('./inspiration-menu').then((m) => {
    menuLoaded = true;
    return { default: m.InspirationMenu };
  }),
);

/** react-bootstrap's markup of the menu's closed toggle; a click or Space on it asks for the menu. */
function InspirationToggle({ onOpen }: { onOpen: () => void }) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <div className="mega-menu nav-item dropdown">
      <a
        id={INSPIRATION_MENU_ID}
        href="#"
        role="button"
        tabIndex={0}
        aria-expanded="false"
        className="dropdown-toggle nav-link"
        onClick={open}
        onKeyDown={(event) => event.key === ' ' && open(event)}
      >
        <Trans>Inspiration</Trans>
      </a>
    </div>
  );
}

/**
 * The Inspiration mega menu. Its code (react-bootstrap's dropdown with Popper) loads when the browser is idle after
 * the first paint; until then its toggle stands in, and a click on it opens the menu as soon as it has loaded.
 */
export function InspirationNavItem({ onEscape }: { onEscape: () => void }) {
  const [wanted, setWanted] = useState(menuLoaded);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (wanted) return;
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setWanted(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setWanted(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [wanted]);

  const toggle = (
    <InspirationToggle
      onOpen={() => {
        setAsked(true);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return toggle;
  return (
    <ErrorBoundary fallback={toggle}>
      <Suspense fallback={toggle}>
        <InspirationMenu open={asked} onEscape={onEscape} />
      </Suspense>
    </ErrorBoundary>
  );
}
