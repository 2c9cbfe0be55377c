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
import { parseDay } from '../time.ts';
import type { Order } from './order.ts';

const schema = z.object({ partner_order_id: z.string().min(1), language: z.string().default('en') });

type Charge = (tier: PenaltyTier) => string;

/** The voucher in the guest's format: "9 Jan 2027, 19:00 UTC", "€1,344.58"; Swedish ones for `sv`. */
function formatsFor(language: string) {
  const tag = language === 'sv' ? 'sv-SE' : 'en-GB';
  const instant = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    at: (date: Date) => `${instant.format(date)} UTC`,
    day: (text: string) => day.format(parseDay(text)),
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency }).format(Number(money(amount))),
  };
}
type Formats = ReturnType<typeof formatsFor>;

/** What the guest paid: the resale price where the order has one, else the net price. */
function paid(order: Order) {
  return order.amountSellB2b2c === null
    ? { amount: order.netEur, currency: CONTRACT_CURRENCY }
    : { amount: Number(order.amountSellB2b2c), currency: order.quote.search.currency };
}

/** A tier is stated as the same share of what the guest paid, never more. */
function chargeOf(order: Order, format: Formats): Charge {
  const { amount, currency } = paid(order);
  if (order.amountSellB2b2c === null) return (tier) => format.money(tier.chargeEur, currency);
  return (tier) => format.money(Math.min(amount, (amount * tier.chargeEur) / order.netEur), currency);
}

function cancellationLines(order: Order, rate: PricedRate, format: Formats): string[] {
  const { freeBefore, tiers } = rate.cancellation;
  const charge = chargeOf(order, format);
  const lines = [freeBefore ? `Free cancellation before ${format.at(freeBefore)}.` : 'This booking is non-refundable.'];
  for (const tier of tiers) {
    const from = tier.startAt ? format.at(tier.startAt) : 'booking';
    const to = tier.endAt ? format.at(tier.endAt) : 'check-in';
    lines.push(`From ${from} to ${to}: penalty ${charge(tier)}`);
  }
  return lines;
}

function render(order: Order, rate: PricedRate, language: string): Promise<Buffer> {
  const format = formatsFor(language);
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
    .text(`Check-in: ${format.day(checkin)} from ${hotel.check_in_time.slice(0, 5)}`)
    .text(`Check-out: ${format.day(checkout)} until ${hotel.check_out_time.slice(0, 5)}`);
  const { amount, currency } = paid(order);
  doc.text(`Amount paid: ${format.money(amount, currency)}`);
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
  for (const line of cancellationLines(order, rate, format)) doc.text(line);
  doc.end();
  return done;
}

export async function voucher(state: EtgState, body: unknown): Promise<Answer> {
  const { partner_order_id: id, language } = parseBody(schema, body);
  const order = state.orders.get(id);
  if (!order) throw new EtgError('order_not_found');
  if (order.stage !== 'completed') throw new EtgError('voucher_is_not_downloadable');
  return { file: await render(order, pricedOrThrow(state, order.quote), language), contentType: 'application/pdf' };
}
