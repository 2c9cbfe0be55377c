import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DumpKind, Dumps } from './dumps.ts';
import { hotelInfo } from './hotel-info.ts';
import { multicomplete } from './multicomplete.ts';
import { cancelOrder } from './orders/cancel.ts';
import { createBookingForm } from './orders/booking-form.ts';
import { finishBooking } from './orders/finish.ts';
import { finishStatus } from './orders/finish-status.ts';
import { orderInfo } from './orders/order-info.ts';
import { voucher } from './orders/voucher.ts';
import { prebook } from './prebook.ts';
import { LIMITS, type Limit } from './rate-limit.ts';
import type { Body, EtgRoute } from './route.ts';
import { hotelpage, searchHotels, searchRegion } from './search.ts';
import { parseBody } from './search-params.ts';
import type { EtgState } from './state.ts';

const dumpSchema = z.object({ language: z.string().default('en'), inventory: z.string().optional() });

function post(path: string, limit: Limit, handle: (body: Body, request: FastifyRequest) => unknown): EtgRoute {
  return { path, method: 'POST', limit, handle: (body, request) => ({ data: handle(body, request) }) };
}

function overview(routes: EtgRoute[]) {
  return routes.map((route) => ({
    endpoint: `api/b2b/v3/${route.path}`,
    is_active: true,
    is_debug_mode: false,
    is_limited: true,
    requests_number: route.limit.requests,
    seconds_number: route.limit.seconds,
  }));
}

export function etgRoutes(state: EtgState, dumps: Dumps, basePath: string): EtgRoute[] {
  const dump = (kind: DumpKind) => (body: Body, request: FastifyRequest) => {
    const { language } = parseBody(dumpSchema, body);
    return dumps.issue(request, basePath, kind, language);
  };
  const routes: EtgRoute[] = [
    post('search/multicomplete/', LIMITS.standard, (body) => multicomplete(state.catalogue.today(), body)),
    post('search/serp/region/', LIMITS.serp, (body) => searchRegion(state, body)),
    post('search/serp/hotels/', LIMITS.serp, (body) => searchHotels(state, body)),
    post('search/hp/', LIMITS.hotelpage, (body) => hotelpage(state, body)),
    post('hotel/prebook/', LIMITS.standard, (body) => prebook(state, body)),
    post('hotel/order/booking/form/', LIMITS.standard, (body) => createBookingForm(state, body)),
    post('hotel/order/booking/finish/', LIMITS.standard, (body) => finishBooking(state, body)),
    {
      path: 'hotel/order/booking/finish/status/',
      method: 'POST',
      limit: LIMITS.standard,
      handle: (body) => finishStatus(state, body),
    },
    post('hotel/order/info/', LIMITS.standard, (body) => orderInfo(state, body)),
    post('hotel/order/cancel/', LIMITS.standard, (body) => cancelOrder(state, body)),
    {
      path: 'hotel/order/document/voucher/download/',
      method: 'GET',
      limit: LIMITS.standard,
      handle: (body) => voucher(state, body),
    },
    post('hotel/info/', LIMITS.standard, (body) => hotelInfo(state.catalogue.today(), body)),
    post('hotel/info/dump/', LIMITS.standard, dump('hotels')),
    post('hotel/region/dump/', LIMITS.standard, dump('regions')),
    post('hotel/reviews/dump/', LIMITS.standard, dump('reviews')),
    post('hotel/info/incremental_dump/', LIMITS.standard, dump('incremental')),
  ];
  routes.push({ path: 'overview/', method: 'GET', limit: LIMITS.standard, handle: () => ({ data: overview(routes) }) });
  return routes;
}
