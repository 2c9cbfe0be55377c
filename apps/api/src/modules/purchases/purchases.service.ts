import { messages, type BookingProgress } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BookingProcess } from '../bookings/booking-process.ts';
import { toProgress } from '../bookings/booking-views.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';

export type PurchasesService = ReturnType<typeof createPurchasesService>;

/** A purchase is a paid booking; registering one is the return page's side of the payment confirmation. */
export function createPurchasesService({ bookings, process }: { bookings: BookingsService; process: BookingProcess }) {
  return {
    async register(
      customerId: string,
      body: { session_id?: string; partner_order_id?: string },
    ): Promise<BookingProgress> {
      if (body.session_id) {
        const row = await process.confirmPayment(body.session_id, customerId);
        if (!row) throw new AppError('not_found', messages.bookings.paymentNotFound);
        return toProgress(row);
      }
      const row = await bookings.own(customerId, body.partner_order_id ?? '');
      if (row.status !== 'quoted' || !row.stripeSessionId) return toProgress(row);
      return toProgress((await process.confirmPayment(row.stripeSessionId, customerId)) ?? row);
    },

    list: (customerId: string) => bookings.purchases(customerId),
  };
}
