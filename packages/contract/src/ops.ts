import { z } from 'zod';
import { emailSchema, resetPasswordBodySchema } from './auth.ts';
import { bidSchema, moneySchema } from './bids.ts';
import { BOOKING_STATUSES, orderSchema, partnerOrderIdSchema } from './bookings.ts';
import { customerSchema } from './customers.ts';
import { messages } from './messages.ts';
import { purchaseSchema } from './purchases.ts';

export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code or a recovery code, as typed: spaces and dashes are dropped by the server. */
export const secondFactorCodeSchema = z
  .string({ error: messages.ops.codeRequired })
  .trim()
  .min(1, messages.ops.codeRequired)
  .max(20, messages.ops.codeWrong);

export const operatorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    secondFactor: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof operatorSchema>;

export const secondFactorStatusSchema = z
  .object({ enrolled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** What an authenticator app needs: the secret (base32), its otpauth:// URI and that URI as an SVG QR code. */
export const enrolmentSchema = z
  .object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() })
  .meta({ id: 'SecondFactorEnrolment' });
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const confirmEnrolmentBodySchema = z
  .object({ code: secondFactorCodeSchema })
  .meta({ id: 'ConfirmEnrolmentBody' });
export type ConfirmEnrolmentBody = z.infer<typeof confirmEnrolmentBodySchema>;

/** A new session token (the earlier ones end) and the recovery codes, shown once. */
export const enrolledSchema = z
  .object({ access_token: z.string(), recoveryCodes: z.array(z.string()) })
  .meta({ id: 'SecondFactorEnrolled' });
export type Enrolled = z.infer<typeof enrolledSchema>;

export const AUDIT_PAGE_SIZE = 50;

const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** What an operator did, to which record (`supplier:…`, `customer:…`), when and from which address. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    operatorId: z.string(),
    operatorEmail: z.string(),
    action: z.string(),
    target: z.string(),
    detail: auditDetailSchema,
    address: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  /** Part of the action, the target or the operator's e-mail. */
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), total: z.number().int() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

const searchSchema = z.string().trim().max(120, messages.ops.searchTooLong).optional();
const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const recordIdSchema = z.uuid({ error: messages.ops.idInvalid });
const hidSchema = z.coerce
  .number({ error: messages.ops.hidInvalid })
  .int(messages.ops.hidInvalid)
  .min(1, messages.ops.hidInvalid)
  .max(2_147_483_647, messages.ops.hidInvalid);

export const OPS_PAGE_SIZE = 25;

/** A search of accounts: part of the e-mail or the name, a page of `OPS_PAGE_SIZE`. */
export const accountSearchQuerySchema = z.object({ q: searchSchema, page: pageSchema });
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

export const recordIdParamsSchema = z.object({ id: recordIdSchema });
export const partnerHotelParamsSchema = z.object({ id: recordIdSchema, hid: hidSchema });

/** A hotel partner as the back office sees it; `passwordSet` is false until the invitation is used. */
export const partnerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    active: z.boolean(),
    allHotels: z.boolean(),
    passwordSet: z.boolean(),
    hotelIds: z.array(z.number().int()),
    createdAt: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

export const partnersPageSchema = z
  .object({ partners: z.array(partnerSchema), total: z.number().int() })
  .meta({ id: 'PartnersPage' });
export type PartnersPage = z.infer<typeof partnersPageSchema>;

const accountNameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(120, messages.ops.partnerNameTooLong);

export const invitePartnerBodySchema = z
  .object({ email: emailSchema, name: accountNameSchema(messages.ops.partnerNameRequired) })
  .meta({ id: 'InvitePartnerBody' });
export type InvitePartnerBody = z.infer<typeof invitePartnerBodySchema>;

/** The link's token and the partner's first password, under the same rule as every password. */
export const setPartnerPasswordBodySchema = resetPasswordBodySchema.meta({ id: 'SetPartnerPasswordBody' });

/** An operator as the back office lists them; `passwordSet` is false until the invitation is used. */
export const operatorAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    active: z.boolean(),
    secondFactor: z.boolean(),
    passwordSet: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OperatorAccount' });
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorsPageSchema = z
  .object({ operators: z.array(operatorAccountSchema), total: z.number().int() })
  .meta({ id: 'OperatorsPage' });
export type OperatorsPage = z.infer<typeof operatorsPageSchema>;

export const inviteOperatorBodySchema = z
  .object({ email: emailSchema, name: accountNameSchema(messages.ops.operatorNameRequired) })
  .meta({ id: 'InviteOperatorBody' });
export type InviteOperatorBody = z.infer<typeof inviteOperatorBodySchema>;

/** The link's token and the operator's first password. */
export const setOperatorPasswordBodySchema = resetPasswordBodySchema.meta({ id: 'SetOperatorPasswordBody' });

export const catalogueQuerySchema = z.object({
  q: z
    .string({ error: messages.ops.catalogueSearchRequired })
    .trim()
    .min(1, messages.ops.catalogueSearchRequired)
    .max(120, messages.ops.searchTooLong),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** A customer in a list of search results. */
export const customerSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    active: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customersPageSchema = z
  .object({ customers: z.array(customerSummarySchema), total: z.number().int() })
  .meta({ id: 'CustomersPage' });
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** One customer's profile, bids and paid bookings. */
export const customerFileSchema = z
  .object({ customer: customerSchema, bids: z.array(bidSchema), bookings: z.array(purchaseSchema) })
  .meta({ id: 'CustomerFile' });
export type CustomerFile = z.infer<typeof customerFileSchema>;

export const customerBookingParamsSchema = z.object({ id: recordIdSchema, orderId: partnerOrderIdSchema });

/** A search of paid bookings: part of the order id, the agreement number or the customer's e-mail or name. */
export const bookingSearchQuerySchema = z.object({ q: searchSchema, page: pageSchema });
export type BookingSearchQuery = z.infer<typeof bookingSearchQuerySchema>;

export const opsBookingParamsSchema = z.object({ orderId: partnerOrderIdSchema });

/** A booking in a list of search results. */
export const opsBookingSummarySchema = z
  .object({
    partnerOrderId: z.string(),
    agreementNumber: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES),
    customerId: z.string(),
    customerEmail: z.string(),
    hotelName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    amount: z.number(),
    amountRefunded: z.number(),
    currency: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsBookingSummary' });
export type OpsBookingSummary = z.infer<typeof opsBookingSummarySchema>;

export const opsBookingsPageSchema = z
  .object({ bookings: z.array(opsBookingSummarySchema), total: z.number().int() })
  .meta({ id: 'OpsBookingsPage' });
export type OpsBookingsPage = z.infer<typeof opsBookingsPageSchema>;

/** Money an operator gave back, and the Stripe refund that carried it. */
export const bookingRefundSchema = z
  .object({
    id: z.string(),
    amount: z.number(),
    currency: z.string(),
    stripeRefundId: z.string().nullable(),
    operatorId: z.string(),
    reason: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'BookingRefund' });
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/** A booking as its customer sees it, with what the back office adds: the payment and the partner's side. */
export const opsBookingSchema = z
  .object({
    order: orderSchema,
    status: z.enum(BOOKING_STATUSES),
    customer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    payment: z.object({
      paymentIntent: z.string().nullable(),
      paidAt: z.string().nullable(),
      amountPaid: z.number(),
      amountRefunded: z.number(),
      /** What a refund may still give back. */
      refundable: z.number(),
      currency: z.string(),
      refunds: z.array(bookingRefundSchema),
    }),
    partner: z.object({
      orderNumber: z.number().nullable(),
      agreementNumber: z.string().nullable(),
      /** The partner's status of the order when last read, and when. */
      status: z.string().nullable(),
      checkedAt: z.string().nullable(),
      failure: z.string().nullable(),
    }),
  })
  .meta({ id: 'OpsBooking' });
export type OpsBooking = z.infer<typeof opsBookingSchema>;

/** A refund: the amount (all that is left when absent) and the id that makes a repeated request refund once. */
export const refundBodySchema = z
  .object({
    amount: z.coerce.number({ error: messages.fields.amountRequired }).pipe(moneySchema).optional(),
    request_id: z.uuid({ error: messages.ops.requestIdInvalid }),
    /** Told to the customer in the refund's mail and in My Bookings, and kept in the audit. */
    reason: z
      .string({ error: messages.ops.refundReasonRequired })
      .trim()
      .min(1, messages.ops.refundReasonRequired)
      .max(500),
  })
  .meta({ id: 'RefundBody' });
export type RefundBody = z.input<typeof refundBodySchema>;
