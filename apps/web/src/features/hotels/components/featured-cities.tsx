import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFeaturedCities } from '../api/get-featured-cities';

export function FeaturedCities({ query }: { query: string }) {
  const cities = useFeaturedCities();
  if (cities.isError) {
    return (
      <p className="text-body-secondary" role="alert">
        <Trans>We could not load the cities. Search for a city above instead.</Trans>
      </p>
    );
  }
  return (
    <ul className="row g-3 list-unstyled featured-cities" aria-busy={cities.isPending}>
      {(cities.data ?? Array.from({ length: 8 }, () => undefined)).map((city, index) => (
        <li key={city?.id ?? index} className="col-6 col-md-4 col-lg-3">
          {city ? (
            <Link to={paths.city.href(String(city.id), query)} className="city-tile">
              {city.photo ? <img src={city.photo} alt="" loading="lazy" /> : <span className="placeholder-image" />}
              <span className="city-tile-text">
                <span className="fw-semibold">{city.name}</span>
                <span className="small">
                  <Plural value={city.hotel_count} one="# hotel" other="# hotels" />
                </span>
              </span>
            </Link>
          ) : (
            <span className="city-tile placeholder-glow" aria-hidden="true">
              <span className="placeholder w-100 h-100" />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
