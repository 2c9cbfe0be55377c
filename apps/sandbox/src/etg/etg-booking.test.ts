import { DAY_MS } from '@bidstay/contract/plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  downloadVoucher,
  finishBody,
  openForm,
  orderOf,
  pollStatus,
  prebookedRate,
  ROOMS,
} from './booking-steps.ts';
import { startTestEmulator, type TestEmulator } from './test-client.ts';

let etg: TestEmulator;
beforeAll(async () => {
  etg = await startTestEmulator();
});
afterAll(() => etg.close());

describe('ETG emulator booking', () => {
  it('books through form, finish and status polls, then shows, vouchers and cancels the order', async () => {
    const rate = await prebookedRate(etg, true);
    const form = await openForm(etg, 'bidstay-0001', rate);
    expect(form.body.data).toMatchObject({
      partner_order_id: 'bidstay-0001',
      is_gender_specification_required: false,
      upsell_data: [],
    });
    const payment = form.body.data.payment_types[0];
    expect(payment).toMatchObject({
      type: 'deposit',
      amount: rate.payment_options.payment_types[0].amount,
      currency_code: 'EUR',
    });
    const finish = await etg.call('hotel/order/booking/finish/', finishBody('bidstay-0001', payment));
    expect(finish.body).toMatchObject({ status: 'ok', data: null });
    expect(await pollStatus(etg, 'bidstay-0001', 4)).toEqual(['processing', 'processing', 'ok', 'ok']);
    const order = await orderOf(etg, 'bidstay-0001');
    expect(order).toMatchObject({
      order_id: form.body.data.order_id,
      status: 'completed',
      partner_data: { order_id: 'bidstay-0001', order_comment: 'late arrival' },
      hotel_data: { hid: 8473727, order_id: null },
      checkin_at: '2026-07-10',
      nights: 3,
      amount_sell: { amount: payment.amount, currency_code: 'EUR' },
      is_cancellable: true,
    });
    expect(order.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(order.rooms_data[0].guest_data.guests[0]).toMatchObject({
      first_name: 'Anna',
      last_name: 'Berg',
      is_child: false,
    });
    const voucher = await downloadVoucher(etg, 'bidstay-0001');
    expect(voucher.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await voucher.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const cancel = await etg.call('hotel/order/cancel/', { partner_order_id: 'bidstay-0001' });
    expect(cancel.body.data).toEqual({
      amount_payable: { amount: '0.00', currency_code: 'EUR' },
      amount_refunded: { amount: payment.amount, currency_code: 'EUR' },
      amount_sell: { amount: payment.amount, currency_code: 'EUR' },
    });
    expect((await etg.call('hotel/order/cancel/', { partner_order_id: 'bidstay-0001' })).body.data).toEqual(
      cancel.body.data,
    );
    expect((await orderOf(etg, 'bidstay-0001')).status).toBe('cancelled');
    expect((await downloadVoucher(etg, 'bidstay-0001')).headers.get('content-type')).toContain('application/json');
  });

  it('ends the soldout and unknown_success scenarios as ETG sandbox does', async () => {
    const rate = await prebookedRate(etg, false);
    expect(await book(etg, 'bidstay-0002-soldout', rate)).toEqual(['processing', 'processing', 'soldout']);
    expect((await orderOf(etg, 'bidstay-0002-soldout')).status).toBe('failed');
    expect(await book(etg, 'bidstay-0003-unknown_success', rate)).toEqual(['unknown', 'processing', 'processing']);
    expect(await pollStatus(etg, 'bidstay-0003-unknown_success', 1)).toEqual(['ok']);
    const refused = await etg.call('hotel/order/cancel/', { partner_order_id: 'no-such-order' });
    expect(refused.body.error).toBe('order_not_found');
  });

  it('refuses reused partner order ids, wrong guests and a wrong payment type', async () => {
    const rate = await prebookedRate(etg, false);
    const form = await openForm(etg, 'bidstay-0004', rate);
    expect((await openForm(etg, 'bidstay-0004', rate)).body.error).toBe('lock');
    etg.advance(2000);
    expect((await openForm(etg, 'bidstay-0004', rate)).body.error).toBe('double_booking_form');
    const payment = form.body.data.payment_types[0];
    const finish = (body: object) => etg.call('hotel/order/booking/finish/', body);
    expect((await finish(finishBody('bidstay-0004', payment, [...ROOMS, ...ROOMS]))).body.error).toBe(
      'incorrect_rooms_number',
    );
    expect(
      (await finish(finishBody('bidstay-0004', payment, [{ guests: [{ first_name: 'Anna', last_name: 'Berg' }] }])))
        .body.error,
    ).toBe('incorrect_guests_number');
    const digits = [
      {
        guests: [
          { first_name: 'Anna2', last_name: 'Berg' },
          { first_name: 'Erik', last_name: 'Berg' },
        ],
      },
    ];
    expect((await finish(finishBody('bidstay-0004', payment, digits))).body.error).toBe('invalid_params');
    expect((await finish(finishBody('bidstay-0004', { ...payment, amount: '1.00' }))).body.error).toBe(
      'incorrect_chosen_payment_type',
    );
    expect((await finish(finishBody('bidstay-0004', payment))).body.status).toBe('ok');
    expect((await finish(finishBody('bidstay-0004', payment))).body.error).toBe('double_booking_finish');
    etg.advance(2000);
    expect((await openForm(etg, 'bidstay-0004', rate)).body.error).toBe('duplicate_reservation');
  });

  it('charges the penalty tier in force and refuses to cancel after check-in', async () => {
    const rate = await prebookedRate(etg, true);
    await book(etg, 'bidstay-0005', rate);
    await book(etg, 'bidstay-0006', rate);
    const penalties = rate.payment_options.payment_types[0].cancellation_penalties;
    const deadline = Date.parse(`${penalties.free_cancellation_before}Z`);
    etg.advance(deadline - Date.parse('2026-06-01T09:00:00Z') + 60_000);
    const late = await etg.call('hotel/order/cancel/', { partner_order_id: 'bidstay-0005' });
    expect(late.body.data.amount_payable.amount).toBe(penalties.policies[1].amount_charge);
    expect(Number(late.body.data.amount_payable.amount)).toBeGreaterThan(0);
    etg.advance(40 * DAY_MS);
    const after = await etg.call('hotel/order/cancel/', { partner_order_id: 'bidstay-0006' });
    expect(after.body.error).toBe('order_not_cancellable');
  });
});
