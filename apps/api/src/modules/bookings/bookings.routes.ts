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
import { bytesAnswer } from '../../plugins/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { BookingsService } from './bookings.service.ts';

type Options = { bookings: BookingsService; authenticate: preHandlerAsyncHookHandler };

export function bookingsRoutes(app: FastifyInstance, { bookings, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bookings'];

  routes.post('/api/orderBookingForm', {
    schema: {
      summary: 'Quote a rate and open its booking with the partner',
      operationId: 'quoteBooking',
      tags,
      body: bookingRequestSchema,
      response: { 201: bookingQuoteSchema },
    },
    preHandler: authenticate,
    handler: async (request, reply) =>
      reply.code(201).send(await bookings.quote(principalOf(request).id, request.body, request.ip)),
  });

  routes.post('/api/FinishBooking', {
    schema: {
      summary: "Save a booking's guests before payment",
      operationId: 'finishBooking',
      tags,
      body: finishBookingBodySchema,
      response: { 200: bookingProgressSchema },
    },
    preHandler: authenticate,
    handler: async (request) => bookings.saveGuests(principalOf(request).id, request.body),
  });

  routes.post('/api/orderInformation', {
    schema: {
      summary: "Read the customer's bookings",
      operationId: 'listOrders',
      tags,
      body: orderInformationBodySchema,
      response: { 200: orderInformationSchema },
    },
    preHandler: authenticate,
    handler: async (request) => bookings.orders(principalOf(request).id, request.body),
  });

  routes.post('/api/orderCancellation', {
    schema: {
      summary: 'Cancel a booking',
      operationId: 'cancelOrder',
      tags,
      body: orderCancellationBodySchema,
      response: { 200: orderCancellationSchema },
    },
    preHandler: authenticate,
    handler: async (request) => bookings.cancel(principalOf(request).id, request.body.partner_order_id),
  });

  routes.get('/api/getVoucher/:orderId', {
    schema: {
      summary: "Download a booking's voucher as PDF",
      operationId: 'getVoucher',
      tags,
      params: voucherParamsSchema,
      response: { 200: bytesAnswer('application/pdf', 'The voucher.') },
    },
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
