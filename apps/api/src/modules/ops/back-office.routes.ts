import {
  accountSearchQuerySchema,
  bookingSearchQuerySchema,
  catalogueQuerySchema,
  customerBookingParamsSchema,
  customerFileSchema,
  customerSchema,
  customersPageSchema,
  invitePartnerBodySchema,
  messageSchema,
  messages,
  opsBookingParamsSchema,
  opsBookingSchema,
  opsBookingsPageSchema,
  partnerHotelParamsSchema,
  partnerSchema,
  partnersPageSchema,
  recordIdParamsSchema,
  refundBodySchema,
  setPartnerPasswordBodySchema,
  supplierHotelsSchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { BackOffice } from './back-office.ts';

type Options = { backOffice: BackOffice };

const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, address: request.ip });
const sent = { message: messages.ops.mailQueued };

const HOTEL_ACTIONS = {
  assign: { summary: 'Give a partner a hotel of the catalogue to answer for', operationId: 'opsAssignHotel' },
  unassign: { summary: 'Take a hotel away from a partner', operationId: 'opsUnassignHotel' },
} as const;

/** The back office's partners, customers and bookings: behind the operator guard (see `registerGuarded`). */
export function backOfficeRoutes(app: FastifyInstance, { backOffice }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];

  routes.get('/api/ops/partners', {
    schema: {
      summary: 'Hotel partners whose e-mail or name holds `q`, a page at a time',
      operationId: 'opsPartners',
      tags,
      querystring: accountSearchQuerySchema,
      response: { 200: partnersPageSchema },
    },
    handler: async (request) => backOffice.partners(request.query),
  });

  routes.post('/api/ops/partners', {
    schema: {
      summary: 'Invite a hotel partner: an account without a password and a mail with a link to set one (72 h)',
      operationId: 'opsInvitePartner',
      tags,
      body: invitePartnerBodySchema,
      response: { 201: partnerSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await backOffice.invitePartner(actorOf(request), request.body)),
  });

  routes.get('/api/ops/partners/:id', {
    schema: {
      summary: 'A hotel partner, with the hotels it answers for',
      operationId: 'opsPartner',
      tags,
      params: recordIdParamsSchema,
      response: { 200: partnerSchema },
    },
    handler: async (request) => backOffice.partner(request.params.id),
  });

  for (const active of [false, true]) {
    const verb = active ? 'reactivate' : 'deactivate';
    routes.post(`/api/ops/partners/:id/${verb}`, {
      schema: {
        summary: active
          ? 'Let a deactivated partner sign in again'
          : 'Deactivate a partner: its tokens are refused at once, in every process',
        operationId: active ? 'opsReactivatePartner' : 'opsDeactivatePartner',
        tags,
        params: recordIdParamsSchema,
        response: { 200: partnerSchema },
      },
      handler: async (request) => backOffice.setPartnerActive(actorOf(request), request.params.id, active),
    });
  }

  for (const action of ['assign', 'unassign'] as const) {
    const { summary, operationId } = HOTEL_ACTIONS[action];
    routes.post(`/api/ops/partners/:id/hotels/:hid/${action}`, {
      schema: { summary, operationId, tags, params: partnerHotelParamsSchema, response: { 200: partnerSchema } },
      handler: async (request) => backOffice[`${action}Hotel`](actorOf(request), request.params.id, request.params.hid),
    });
  }

  routes.get('/api/ops/catalogue', {
    schema: {
      summary: 'Hotels of the catalogue by id, or by words of their name or city',
      operationId: 'opsCatalogue',
      tags,
      querystring: catalogueQuerySchema,
      response: { 200: supplierHotelsSchema },
    },
    handler: async (request) => backOffice.catalogue(request.query),
  });

  routes.get('/api/ops/customers', {
    schema: {
      summary: 'Customers whose e-mail or name holds `q`, a page at a time',
      operationId: 'opsCustomers',
      tags,
      querystring: accountSearchQuerySchema,
      response: { 200: customersPageSchema },
    },
    handler: async (request) => backOffice.customers(request.query),
  });

  routes.get('/api/ops/customers/:id', {
    schema: {
      summary: "A customer's profile, bids and bookings",
      operationId: 'opsCustomer',
      tags,
      params: recordIdParamsSchema,
      response: { 200: customerFileSchema },
    },
    handler: async (request) => backOffice.customerFile(actorOf(request), request.params.id),
  });

  for (const active of [false, true]) {
    const verb = active ? 'reactivate' : 'deactivate';
    routes.post(`/api/ops/customers/:id/${verb}`, {
      schema: {
        summary: active
          ? 'Let a deactivated customer sign in again'
          : 'Deactivate a customer: its tokens are refused at once, in every process',
        operationId: active ? 'opsReactivateCustomer' : 'opsDeactivateCustomer',
        tags,
        params: recordIdParamsSchema,
        response: { 200: customerSchema },
      },
      handler: async (request) => backOffice.setCustomerActive(actorOf(request), request.params.id, active),
    });
  }

  routes.post('/api/ops/customers/:id/resendWelcome', {
    schema: {
      summary: 'Send the welcome mail to a customer again',
      operationId: 'opsResendWelcome',
      tags,
      params: recordIdParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await backOffice.resendWelcome(actorOf(request), request.params.id);
      return sent;
    },
  });

  routes.post('/api/ops/customers/:id/bookings/:orderId/resendConfirmation', {
    schema: {
      summary: "Send a confirmed booking's confirmation mail to its customer again",
      operationId: 'opsResendBookingConfirmation',
      tags,
      params: customerBookingParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await backOffice.resendBookingConfirmation(actorOf(request), request.params.id, request.params.orderId);
      return sent;
    },
  });

  routes.get('/api/ops/bookings', {
    schema: {
      summary: "Paid bookings whose order id or agreement number holds `q`, or whose customer's e-mail or name does",
      operationId: 'opsBookings',
      tags,
      querystring: bookingSearchQuerySchema,
      response: { 200: opsBookingsPageSchema },
    },
    handler: async (request) => backOffice.bookings(request.query),
  });

  routes.get('/api/ops/bookings/:orderId', {
    schema: {
      summary: 'A booking as its customer sees it, with its payment, refunds and partner state',
      operationId: 'opsBooking',
      tags,
      params: opsBookingParamsSchema,
      response: { 200: opsBookingSchema },
    },
    handler: async (request) => backOffice.booking(request.params.orderId),
  });

  routes.post('/api/ops/bookings/:orderId/refund', {
    schema: {
      summary: 'Refund a booking in full or in part through Stripe; the same request_id refunds once',
      operationId: 'opsRefundBooking',
      tags,
      params: opsBookingParamsSchema,
      body: refundBodySchema,
      response: { 200: opsBookingSchema },
    },
    handler: async (request) => backOffice.refundBooking(actorOf(request), request.params.orderId, request.body),
  });

  routes.post('/api/ops/bookings/:orderId/resendVoucher', {
    schema: {
      summary: "Mail a confirmed booking's voucher to its customer again",
      operationId: 'opsResendVoucher',
      tags,
      params: opsBookingParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await backOffice.resendVoucher(actorOf(request), request.params.orderId);
      return sent;
    },
  });

  routes.post('/api/ops/bookings/:orderId/reread', {
    schema: {
      summary: "Read the order again from the partner and keep the partner's status",
      operationId: 'opsRereadBooking',
      tags,
      params: opsBookingParamsSchema,
      response: { 200: opsBookingSchema },
    },
    handler: async (request) => backOffice.rereadBooking(actorOf(request), request.params.orderId),
  });
}

/** The invited partner's own link: public, the token of the invitation is its key. */
export function partnerInvitationRoutes(app: FastifyInstance, { backOffice }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/setPartnerPassword', {
    schema: {
      summary: "An invited partner's first password, with the token of the invitation's link",
      operationId: 'setPartnerPassword',
      tags: ['supplier'],
      body: setPartnerPasswordBodySchema,
      response: { 200: messageSchema },
    },
    config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await backOffice.setPartnerPassword(request.body.token, request.body.password);
      return { message: messages.ops.passwordSet };
    },
  });
}
