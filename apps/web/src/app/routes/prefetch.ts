import { matchPath } from 'react-router';
import { prefetchCityPage, prefetchHotelPage } from '@/features/hotels/api/prefetch-pages';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/config/paths';
import { CityRoute, HomePage, HotelRoute, SignInRoute } from './lazy-pages';

/**
 * Starts loading the first page's code and data as the app starts, beside the shell's own start, rather than after
 * the first render. Only starts: the page renders (with its skeletons) as it would without. Settles once the code and
 * the first answer of a page the server renders with that answer are in, or have failed (src/main.tsx).
 */
export async function prefetchFirstPage({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  const city = matchPath(paths.city.path, pathname);
  const hotel = matchPath(paths.hotel.path, pathname);
  if (matchPath(paths.home.path, pathname) || matchPath(paths.homeAlias.path, pathname)) void HomePage.preload();
  else if (matchPath(paths.signIn.path, pathname)) void SignInRoute.preload();
  else if (city) {
    await Promise.all([CityRoute.preload(), prefetchCityPage(queryClient, Number(city.params.id), params)]);
  } else if (hotel) {
    await Promise.all([HotelRoute.preload(), prefetchHotelPage(queryClient, hotel.params.hotelId ?? '', params)]);
  }
}
