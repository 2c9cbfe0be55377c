import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { BOOKING_STATUSES, partnerOrderIdSchema } from './bookings.ts';
import { messages } from './messages.ts';

/** A paid booking as the customer's purchase history lists it. */
export const purchaseSchema = z
  .object({
    partnerOrderId: z.string(),
    hotelId: z.number(),
    hotelName: z.string(),
    bidId: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    amountRefunded: z.number(),
    status: z.enum(BOOKING_STATUSES),
    checkIn: z.string(),
    checkOut: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;

/** `registerPurchase`: the return page's confirmation; the webhook leads to the same idempotent step. */
export const registerPurchaseBodySchema = z
  .object({ partner_order_id: partnerOrderIdSchema.optional(), session_id: z.string().min(1).max(200).optional() })
  .refine((body) => body.partner_order_id ?? body.session_id, messages.fields.orderOrSession)
  .meta({ id: 'RegisterPurchaseBody' });

export const getPurchasesBodySchema = z.object({ email: emailSchema }).meta({ id: 'GetPurchasesBody' });
export const userPurchasesQuerySchema = z.object({ userId: z.string().min(1).max(64) });
