import PDFDocument from 'pdfkit';
import { z } from 'zod';
import { EtgError } from '../errors.ts';
import { pricedOrThrow } from '../prebook.ts';
import type { PenaltyTier } from '../rates/cancellation.ts';
import { CONTRACT_CURRENCY, money } from '../rates/money.ts';
import type { PricedRate } from '../rates/quote.ts';
import type { Answer } from '../route.ts';
import { parseBody } from '../search-params.ts';
import type { EtgState } from '../state.ts';
import { utcText } from '../time.ts';
import type { Order } from './order.ts';

const schema = z.object({ partner_order_id: z.string().min(1), language: z.string().default('en') });

type Charge = (tier: PenaltyTier) => string;

const netCharge: Charge = (tier) => `${money(tier.chargeEur)} ${CONTRACT_CURRENCY}`;

/** With a resale price, a tier is stated as the same share of what the guest paid, never more. */
function resaleCharge(order: Order, sell: number): Charge {
  const currency = order.quote.search.currency;
  return (tier) => `${money(Math.min(sell, (sell * tier.chargeEur) / order.netEur))} ${currency}`;
}

function cancellationLines(order: Order, rate: PricedRate): string[] {
  const { freeBefore, tiers } = rate.cancellation;
  const charge = order.amountSellB2b2c === null ? netCharge : resaleCharge(order, Number(order.amountSellB2b2c));
  const lines = [
    freeBefore ? `Free cancellation before ${utcText(freeBefore)} UTC.` : 'This booking is non-refundable.',
  ];
  for (const tier of tiers) {
    const from = tier.startAt ? utcText(tier.startAt) : 'booking';
    const to = tier.endAt ? utcText(tier.endAt) : 'check-in';
    lines.push(`From ${from} to ${to} (UTC): penalty ${charge(tier)}`);
  }
  return lines;
}

function render(order: Order, rate: PricedRate): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Voucher ${order.partnerOrderId}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { hotel, plan } = rate;
  const { checkin, checkout } = order.quote.search;
  doc.fontSize(20).text('Hotel voucher').moveDown(0.5);
  doc.fontSize(14).text(hotel.name);
  doc.fontSize(10).text(`${hotel.address}, ${hotel.postal_code}`).text(`Phone ${hotel.phone}`).moveDown();
  doc.text(`Agreement number: AG-${order.orderId}`).text(`Order: ${order.orderId} / ${order.partnerOrderId}`);
  doc
    .text(`Check-in: ${checkin} from ${hotel.check_in_time.slice(0, 5)}`)
    .text(`Check-out: ${checkout} until ${hotel.check_out_time.slice(0, 5)}`);
  doc.text(`Room: ${plan.roomGroup.name}`).text(`Meal: ${plan.meal}`).moveDown();
  order.rooms.forEach((guests, index) => {
    doc.fontSize(11).text(`Room ${index + 1}`);
    doc
      .fontSize(10)
      .text(
        guests
          .map((guest) => `${guest.first_name} ${guest.last_name}${guest.is_child ? ` (child, ${guest.age})` : ''}`)
          .join(', '),
      );
  });
  doc.moveDown().fontSize(11).text('Cancellation policy');
  doc.fontSize(10);
  for (const line of cancellationLines(order, rate)) doc.text(line);
  doc.end();
  return done;
}

export async function voucher(state: EtgState, body: unknown): Promise<Answer> {
  const order = state.orders.get(parseBody(schema, body).partner_order_id);
  if (!order) throw new EtgError('order_not_found');
  if (order.stage !== 'completed') throw new EtgError('voucher_is_not_downloadable');
  return { file: await render(order, pricedOrThrow(state, order.quote)), contentType: 'application/pdf' };
}
