import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { useRegions } from '@/features/hotels/api/get-regions';
import { paths } from '@/config/paths';
import { inspirationAreas, INSPIRATION_MENU_ID } from './inspiration';

type InspirationMenuProps = { open: boolean; onEscape: () => void };

/**
 * The mega menu of each area's largest cities; `open` shows it at once, for a click made while it loaded.
 * The dropdown swallows Escape on its toggle even when closed, so a closed menu hands it to `onEscape`.
 */
export function InspirationMenu({ open, onEscape }: InspirationMenuProps) {
  const { t } = useLingui();
  const regions = useRegions();
  const [show, setShow] = useState(open);
  const escapeWhenClosed = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !show) onEscape();
  };
  return (
    <NavDropdown
      title={t`Inspiration`}
      id={INSPIRATION_MENU_ID}
      className="mega-menu"
      show={show}
      onToggle={setShow}
      onKeyDown={escapeWhenClosed}
    >
      <div className="mega-menu-grid">
        {regions.isPending && (
          <NavDropdown.ItemText>
            <Trans>Loading cities…</Trans>
          </NavDropdown.ItemText>
        )}
        {regions.isError && (
          <NavDropdown.ItemText>
            <Trans>Cities could not be loaded.</Trans>
          </NavDropdown.ItemText>
        )}
        {inspirationAreas(regions.data ?? []).map(({ name, cities }) => (
          <div key={name}>
            <NavDropdown.Header>{name}</NavDropdown.Header>
            {cities.map((city) => (
              <NavDropdown.Item key={city.id} as={Link} to={paths.city.href(String(city.id))}>
                {city.name}
              </NavDropdown.Item>
            ))}
          </div>
        ))}
      </div>
    </NavDropdown>
  );
}
