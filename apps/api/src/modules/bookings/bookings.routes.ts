import {
  bookingProgressSchema,
  bookingQuoteSchema,
  bookingRequestSchema,
  finishBookingBodySchema,
  orderCancellationBodySchema,
  orderCancellationSchema,
  orderInformationBodySchema,
  orderInformationSchema,
  voucherFileName,
  voucherParamsSchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { BookingsService } from './bookings.service.ts';

type Options = { bookings: BookingsService; authenticate: preHandlerAsyncHookHandler };

export function bookingsRoutes(app: FastifyInstance, { bookings, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];

  routes.post('/api/orderBookingForm', {
    schema: { tags, body: bookingRequestSchema, response: { 201: bookingQuoteSchema } },
    preHandler: authenticate,
    handler: async (request, reply) =>
      reply.code(201).send(await bookings.quote(principalOf(request).id, request.body, request.ip)),
  });

  routes.post('/api/FinishBooking', {
    schema: { tags, body: finishBookingBodySchema, response: { 200: bookingProgressSchema } },
    preHandler: authenticate,
    handler: async (request) => bookings.saveGuests(principalOf(request).id, request.body),
  });

  routes.post('/api/orderInformation', {
    schema: { tags, body: orderInformationBodySchema, response: { 200: orderInformationSchema } },
    preHandler: authenticate,
    handler: async (request) => bookings.orders(principalOf(request).id, request.body),
  });

  routes.post('/api/orderCancellation', {
    schema: { tags, body: orderCancellationBodySchema, response: { 200: orderCancellationSchema } },
    preHandler: authenticate,
    handler: async (request) => bookings.cancel(principalOf(request).id, request.body.partner_order_id),
  });

  routes.get('/api/getVoucher/:orderId', {
    schema: { tags, params: voucherParamsSchema },
    preHandler: authenticate,
    handler: async (request, reply) => {
      const pdf = await bookings.voucher(principalOf(request).id, request.params.orderId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${voucherFileName(request.params.orderId)}"`)
        .send(pdf);
    },
  });
}
