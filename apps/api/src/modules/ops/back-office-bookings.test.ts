import { randomUUID } from 'node:crypto';
import { messages, type OpsBooking } from '@bidstay/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STRIPE_KEYS } from '../../config.ts';
import { createSignedInSupplier } from '../../../test/bid-fixtures.ts';
import { settle } from '../../../test/booking-fixtures.ts';
import { createSignedInCustomer, uniqueEmail, type SignedIn } from '../../../test/factories.ts';
import { startBackOffice, type BackOfficeTest } from '../../../test/operator-fixtures.ts';

const OPS_ADDRESS = '10.72.0.1';

let office: BackOfficeTest;
let stripeApi: Stripe;

beforeAll(async () => {
  office = await startBackOffice(OPS_ADDRESS);
  stripeApi = new Stripe(SANDBOX_STRIPE_KEYS.secretKey, {
    host: '127.0.0.1',
    port: office.stripe.port,
    protocol: 'http',
  });
});
afterAll(() => office.close());

/** What Stripe itself has given back on a payment, in cents. */
async function stripeRefunded(paymentIntent: string) {
  const intent = await stripeApi.paymentIntents.retrieve(paymentIntent);
  return (await stripeApi.charges.retrieve(String(intent.latest_charge))).amount_refunded;
}

async function auditOf(orderId: string) {
  const response = await office.asOperator(`/api/ops/audit?q=${encodeURIComponent(`booking:${orderId}`)}`);
  return response.json().entries as { action: string; detail: Record<string, unknown>; address: string }[];
}

const refund = (orderId: string, payload: object) =>
  office.asOperator(`/api/ops/bookings/${orderId}/refund`, { payload: { reason: 'Goodwill', ...payload } });

async function myBookingsRefunded(customer: SignedIn, orderId: string) {
  const response = await office.t.app.inject({
    method: 'POST',
    url: '/api/orderInformation',
    headers: customer.auth,
    payload: { search: { partner_order_ids: [orderId] } },
  });
  return response.json().data.orders[0].amount_refunded;
}

describe('the back office bookings', () => {
  let customer: SignedIn;
  let orderId: string;
  let paid: number;
  let paymentIntent: string;

  beforeAll(async () => {
    customer = await createSignedInCustomer(office.t.app, uniqueEmail('booker'));
    const quoted = await office.paidBooking(customer);
    orderId = quoted.partner_order_id;
    paid = quoted.amount;
  });

  it("are found by order id, agreement number and the customer's e-mail", async () => {
    const detail = (await office.asOperator(`/api/ops/bookings/${orderId}`)).json() as OpsBooking;
    expect(detail.status).toBe('confirmed');
    const agreement = detail.partner.agreementNumber;
    expect(agreement).toBeTruthy();
    for (const q of [orderId, orderId.slice(2, 10), agreement!, customer.email]) {
      const found = (await office.asOperator(`/api/ops/bookings?q=${encodeURIComponent(q)}`)).json();
      expect(found.bookings, q).toEqual([
        expect.objectContaining({ partnerOrderId: orderId, customerEmail: customer.email, status: 'confirmed' }),
      ]);
      expect(found.total).toBe(1);
    }
    expect((await office.asOperator('/api/ops/bookings?q=no-such-booking')).json()).toEqual({ bookings: [], total: 0 });
    expect((await office.asOperator('/api/ops/bookings?page=0')).json().fields).toHaveProperty('page');
  });

  it('show the booking as its customer sees it, with the payment and the partner state', async () => {
    const response = await office.asOperator(`/api/ops/bookings/${orderId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as OpsBooking;
    expect(detail.order).toMatchObject({ partner_data: { order_id: orderId }, status: 'completed' });
    expect(detail.customer).toMatchObject({ id: customer.id, email: customer.email });
    expect(detail.payment).toMatchObject({ amountPaid: paid, amountRefunded: 0, refundable: paid, refunds: [] });
    expect(detail.payment.paymentIntent).toMatch(/^pi_/);
    paymentIntent = detail.payment.paymentIntent!;
    expect(detail.partner.orderNumber).toEqual(expect.any(Number));
  });

  it('refund in part, twice, each request once however often it is sent, and never more than is left', async () => {
    const first = randomUUID();
    const once = await refund(orderId, { amount: '10.50', request_id: first });
    expect(once.statusCode).toBe(200);
    expect(once.json().payment).toMatchObject({ amountRefunded: 10.5, refunds: [{ amount: 10.5 }] });
    const again = await refund(orderId, { amount: '10.50', request_id: first });
    expect(again.json().payment.amountRefunded).toBe(10.5);
    expect(await stripeRefunded(paymentIntent)).toBe(1050);

    office.t.clock.advance(60_000);
    const second = await refund(orderId, { amount: 4.25, request_id: randomUUID() });
    expect(second.json().payment).toMatchObject({ amountRefunded: 14.75, refundable: paid - 14.75 });
    expect(second.json().payment.refunds.map((each: { amount: number }) => each.amount)).toEqual([10.5, 4.25]);
    expect(await stripeRefunded(paymentIntent)).toBe(1475);
    expect(await myBookingsRefunded(customer, orderId)).toEqual({ amount: '14.75', currency_code: 'EUR' });

    const left = (paid - 14.75).toFixed(2);
    const tooMuch = await refund(orderId, { amount: paid, request_id: randomUUID() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual({ amount: messages.ops.refundTooLarge(`${left} EUR`) });
    expect(await stripeRefunded(paymentIntent)).toBe(1475);
    expect((await office.asOperator(`/api/ops/bookings/${orderId}`)).json().payment.amountRefunded).toBe(14.75);

    expect((await auditOf(orderId)).filter((entry) => entry.action === 'booking-refunded')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ amount: 4.25, currency: 'EUR' }) }),
      expect.objectContaining({ detail: expect.objectContaining({ amount: 10.5, requestId: first }) }),
    ]);
  });

  it('refund the rest when no amount is given, once for a request sent twice at once, and then nothing more', async () => {
    const requestId = randomUUID();
    const [rest, twin] = await Promise.all([
      refund(orderId, { request_id: requestId }),
      refund(orderId, { request_id: requestId }),
    ]);
    expect([rest.statusCode, twin.statusCode]).toEqual([200, 200]);
    const detail = (await office.asOperator(`/api/ops/bookings/${orderId}`)).json() as OpsBooking;
    expect(detail.payment).toMatchObject({ amountRefunded: paid, refundable: 0 });
    expect(detail.payment.refunds).toHaveLength(3);
    expect(await stripeRefunded(paymentIntent)).toBe(Math.round(paid * 100));
    const more = await refund(orderId, { amount: 1, request_id: randomUUID() });
    expect(more.statusCode).toBe(400);
    expect(more.json().fields).toEqual({ amount: messages.ops.nothingToRefund });
  });

  it('refuse a bad amount or request id per field, and a request id of another booking', async () => {
    const bad = await refund(orderId, { amount: '-3', request_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      amount: messages.fields.amountAboveZero,
      request_id: messages.ops.requestIdInvalid,
    });
    expect((await refund(orderId, { amount: '1.234', request_id: randomUUID() })).json().fields).toEqual({
      amount: messages.fields.twoDecimals,
    });
    const other = await office.paidBooking(await createSignedInCustomer(office.t.app));
    const requestId = randomUUID();
    expect((await refund(other.partner_order_id, { amount: 1, request_id: requestId })).statusCode).toBe(200);
    const reused = await refund(orderId, { amount: 1, request_id: requestId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(messages.ops.requestIdReused);
  });

  it('refuse a refund without a reason; each refund is mailed to the customer and shown in My Bookings', async () => {
    const guest = await createSignedInCustomer(office.t.app, uniqueEmail('refunded'));
    const booked = (await office.paidBooking(guest)).partner_order_id;
    const unexplained = await refund(booked, { amount: 5, request_id: randomUUID(), reason: '  ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fields).toEqual({ reason: messages.ops.refundReasonRequired });

    const reason = 'The pool was closed during the stay';
    expect((await refund(booked, { amount: 5, request_id: randomUUID(), reason })).statusCode).toBe(200);
    expect((await auditOf(booked)).find((entry) => entry.action === 'booking-refunded')?.detail).toMatchObject({
      amount: 5,
      reason,
    });
    await office.t.runJobs();
    const mail = office.t.mailbox.list(guest.email).find((each) => each.subject.includes('refunded'));
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(office.t.clock.now());
    expect(mail?.text).toContain('€5.00');
    expect(mail?.text).toContain(today);
    expect(mail?.text).toContain(reason);

    const orders = await office.t.app.inject({
      method: 'POST',
      url: '/api/orderInformation',
      headers: guest.auth,
      payload: { search: { partner_order_ids: [booked] } },
    });
    expect(orders.json().data.orders[0].refunds).toEqual([
      { amount: { amount: '5.00', currency_code: 'EUR' }, date: office.t.clock.now().toISOString(), reason },
    ]);
  });

  it('send the voucher again and re-read the order from the partner, each in the audit', async () => {
    const vouchers = () =>
      office.t.mailbox
        .list(customer.email)
        .filter((mail) => /^Your Bidstay booking confirmation for /.test(mail.subject));
    const before = vouchers().length;
    const sent = await office.asOperator(`/api/ops/bookings/${orderId}/resendVoucher`, { method: 'POST' });
    expect(sent.json()).toEqual({ message: messages.ops.mailQueued });
    await settle(office.t);
    expect(vouchers()).toHaveLength(before + 1);

    const reread = await office.asOperator(`/api/ops/bookings/${orderId}/reread`, { method: 'POST' });
    expect(reread.statusCode).toBe(200);
    expect(reread.json().partner).toMatchObject({ status: 'completed', checkedAt: office.t.clock.now().toISOString() });
    expect((await auditOf(orderId)).slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'booking-reread', address: OPS_ADDRESS }),
      expect.objectContaining({ action: 'booking-voucher-resent', address: OPS_ADDRESS }),
    ]);
  });

  it('answer 404 for an unknown order and change nothing', async () => {
    const unknown = 'no-such-order';
    expect((await office.asOperator(`/api/ops/bookings/${unknown}`)).statusCode).toBe(404);
    for (const verb of ['refund', 'resendVoucher', 'reread']) {
      const response = await office.asOperator(`/api/ops/bookings/${unknown}/${verb}`, {
        payload: { request_id: randomUUID(), reason: 'Goodwill' },
      });
      expect(response.statusCode, verb).toBe(404);
    }
    expect(await auditOf(unknown)).toEqual([]);
  });

  it('are for operators only', async () => {
    const supplier = await createSignedInSupplier(office.t.app, 'all');
    const calls = [
      { method: 'GET' as const, url: '/api/ops/bookings' },
      { method: 'GET' as const, url: `/api/ops/bookings/${orderId}` },
      { method: 'POST' as const, url: `/api/ops/bookings/${orderId}/refund`, payload: { request_id: randomUUID() } },
      { method: 'POST' as const, url: `/api/ops/bookings/${orderId}/resendVoucher` },
      { method: 'POST' as const, url: `/api/ops/bookings/${orderId}/reread` },
    ];
    for (const call of calls) {
      expect((await office.t.app.inject({ ...call, headers: customer.auth })).statusCode, call.url).toBe(403);
      expect((await office.t.app.inject({ ...call, headers: supplier.auth })).statusCode, call.url).toBe(403);
      expect((await office.t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });
});
