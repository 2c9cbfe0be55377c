import { matchPath } from 'react-router';
import { prefetchCityPage, prefetchHotelPage } from '@/features/hotels/api/prefetch-pages';
import { queryClient } from '@/lib/query-client';
import { paths } from '../paths';
import { CityRoute, HomePage, HotelRoute, SignInRoute } from './lazy-pages';

/**
 * Starts loading the first page's code and data as the app starts, beside the shell's own start, rather than after
 * the first render. Only starts: the page renders (with its skeletons) as it would without.
 */
export function prefetchFirstPage({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  const city = matchPath(paths.city.path, pathname);
  const hotel = matchPath(paths.hotel.path, pathname);
  if (matchPath(paths.home.path, pathname) || matchPath(paths.homeAlias.path, pathname)) HomePage.preload();
  else if (matchPath(paths.signIn.path, pathname)) SignInRoute.preload();
  else if (city) {
    CityRoute.preload();
    void prefetchCityPage(queryClient, Number(city.params.id), params);
  } else if (hotel) {
    HotelRoute.preload();
    void prefetchHotelPage(queryClient, hotel.params.hotelId ?? '', params);
  }
}
