import { matchPath } from 'react-router';
import { prefetchCityPage, prefetchHotelPage } from '@/features/hotels/api/prefetch-pages';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/config/paths';
import { CityRoute, HomePage, HotelRoute, SignInRoute } from './lazy-pages';

/** What the first page needs before the app's first render can show it as it was rendered ahead. */
export type FirstPage = { code: Promise<void>; answer: Promise<unknown> };

/**
 * Starts loading the first page's code and, for a city or hotel, its first answer as the app starts, beside the
 * shell's own start, rather than after the first render. Each promise settles once its part is in or has failed (a
 * failure is left to the page's render); a page rendered ahead waits for them (src/main.tsx).
 */
export function prefetchFirstPage({ pathname, search }: { pathname: string; search: string }): FirstPage {
  const params = new URLSearchParams(search);
  const city = matchPath(paths.city.path, pathname);
  const hotel = matchPath(paths.hotel.path, pathname);
  if (matchPath(paths.home.path, pathname) || matchPath(paths.homeAlias.path, pathname)) {
    return codeOnly(HomePage.preload());
  }
  if (matchPath(paths.signIn.path, pathname)) return codeOnly(SignInRoute.preload());
  if (city) {
    const code = CityRoute.preload();
    return { code, answer: Promise.all([code, prefetchCityPage(queryClient, Number(city.params.id), params)]) };
  }
  if (hotel) {
    const code = HotelRoute.preload();
    return { code, answer: Promise.all([code, prefetchHotelPage(queryClient, hotel.params.hotelId ?? '', params)]) };
  }
  return codeOnly(Promise.resolve());
}

const codeOnly = (code: Promise<void>): FirstPage => ({ code, answer: code });
