import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { useRegions } from '@/features/hotels/api/get-regions';
import { paths } from '../paths';
import { inspirationAreas, INSPIRATION_MENU_ID } from './inspiration';

/** The mega menu of each area's largest cities; `open` shows it at once, for a click made while it loaded. */
export function InspirationMenu({ open }: { open: boolean }) {
  const regions = useRegions();
  return (
    <NavDropdown title="Inspiration" id={INSPIRATION_MENU_ID} className="mega-menu" defaultShow={open}>
      <div className="mega-menu-grid">
        {regions.isPending && <NavDropdown.ItemText>Loading cities…</NavDropdown.ItemText>}
        {regions.isError && <NavDropdown.ItemText>Cities could not be loaded.</NavDropdown.ItemText>}
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
