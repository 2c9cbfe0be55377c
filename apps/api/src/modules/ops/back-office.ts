import {
  OPS_PAGE_SIZE,
  messages,
  type AccountSearchQuery,
  type AuditDetail,
  type BookingSearchQuery,
  type CatalogueQuery,
  type InvitePartnerBody,
} from '@bidstay/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BidsService } from '../bids/bids.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import { normalizeEmail, type CustomersService } from '../customers/customers.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SupplierService } from '../supplier/supplier.service.ts';
import { createEmailCheck, emailTaken } from './account-emails.ts';
import type { Actor, OpsService } from './ops.service.ts';

type Deps = {
  db: Db;
  ops: OpsService;
  supplier: SupplierService;
  customers: CustomersService;
  bids: BidsService;
  bookings: BookingsService;
  hotels: HotelsService;
  mail: MailService;
  publicUrl: string;
};

const partnerTarget = (id: string) => `supplier:${id}`;
const customerTarget = (id: string) => `customer:${id}`;
const bookingTarget = (orderId: string) => `booking:${orderId}`;
/** The customers whose e-mail or name a booking search names: enough for one person's bookings. */
const CUSTOMERS_PER_BOOKING_SEARCH = 50;

export type BackOffice = ReturnType<typeof createBackOffice>;

/** What operators do to partners and customers: each change and its audit line in one transaction. */
export function createBackOffice({ db, ops, supplier, customers, bids, bookings, hotels, mail, publicUrl }: Deps) {
  /** Runs `change` and records it, both or neither. */
  function audited<T>(
    actor: Actor,
    action: string,
    target: string,
    change: (tx: Tx) => Promise<T>,
    detail: AuditDetail = {},
  ) {
    return db.transaction(async (tx) => {
      const result = await change(tx);
      await ops.record(actor, action, target, detail, tx);
      return result;
    });
  }

  const assertEmailFree = createEmailCheck({ customers, supplier, ops });

  /** A booking with its customer: who it is for, as the back office shows it. */
  async function withCustomer<T extends { customerId: string }>({ customerId, ...view }: T) {
    const { email, name } = await customers.recipient(customerId);
    return { ...view, customer: { id: customerId, email, name } };
  }

  async function bookingView(orderId: string) {
    return withCustomer(await bookings.backOfficeBooking(orderId));
  }

  async function setCustomerActive(actor: Actor, id: string, active: boolean) {
    const action = active ? 'customer-reactivated' : 'customer-deactivated';
    const customer = await audited(actor, action, customerTarget(id), (tx) => customers.setActive(id, active, tx));
    customers.forgetAccount(id);
    return customer;
  }

  return {
    partners: (query: AccountSearchQuery) => supplier.partners(query, OPS_PAGE_SIZE),

    partner: (id: string) => supplier.partner(id),

    /** The account without a password, and the mail with its one-time link, queued with the audit line. */
    async invitePartner(actor: Actor, body: InvitePartnerBody) {
      const email = normalizeEmail(body.email);
      await assertEmailFree(email, 'supplier');
      return db.transaction(async (tx) => {
        const invited = await supplier.invitePartner({ email, name: body.name }, tx);
        if (!invited) throw emailTaken();
        const inviteUrl = `${publicUrl}/partner-invitation?token=${invited.token}`;
        await mail.enqueue({ template: 'partner-invitation', to: email, data: { name: body.name, inviteUrl } }, { tx });
        await ops.record(actor, 'partner-invited', partnerTarget(invited.partner.id), { email }, tx);
        return invited.partner;
      });
    },

    setPartnerPassword: (token: string, password: string) =>
      db.transaction((tx) => supplier.setInvitedPassword(token, password, tx)),

    setPartnerActive(actor: Actor, id: string, active: boolean) {
      const action = active ? 'partner-reactivated' : 'partner-deactivated';
      return audited(actor, action, partnerTarget(id), (tx) => supplier.setPartnerActive(id, active, tx));
    },

    /** The catalogue is read before the transaction: a transaction holds PGlite's one connection. */
    async assignHotel(actor: Actor, id: string, hid: number) {
      if (!(await hotels.hasHotel(hid))) {
        throw new AppError('not_found', messages.ops.hotelUnknown, { hid: messages.ops.hotelUnknown });
      }
      const { partner } = await audited(
        actor,
        'partner-hotel-assigned',
        partnerTarget(id),
        (tx) => supplier.assignHotel(id, hid, tx),
        { hid },
      );
      return partner;
    },

    async unassignHotel(actor: Actor, id: string, hid: number) {
      const { partner } = await audited(
        actor,
        'partner-hotel-unassigned',
        partnerTarget(id),
        (tx) => supplier.unassignHotel(id, hid, tx),
        { hid },
      );
      return partner;
    },

    catalogue: (query: CatalogueQuery) => hotels.searchCatalogue(query),

    customers: (query: AccountSearchQuery) => customers.search(query, OPS_PAGE_SIZE),

    /**
     * Read through each module's service; the profile first, so that an unknown customer is 404. The read is audited:
     * a customer's file is personal data.
     */
    async customerFile(actor: Actor, id: string) {
      const customer = await customers.getCustomer(id);
      const [customerBids, purchases] = await Promise.all([bids.keptBidsOf(id), bookings.purchases(id)]);
      await ops.record(actor, 'customer-file-read', customerTarget(id));
      return { customer, bids: customerBids, bookings: purchases };
    },

    setCustomerActive,

    async resendWelcome(actor: Actor, id: string) {
      const customer = await customers.getCustomer(id);
      await audited(actor, 'customer-welcome-resent', customerTarget(id), (tx) =>
        mail.enqueue({ template: 'welcome', to: customer.email, data: { name: customer.name } }, { tx }),
      );
    },

    async resendBookingConfirmation(actor: Actor, id: string, orderId: string) {
      await customers.getCustomer(id);
      const confirmation = await bookings.confirmationMailOf(id, orderId);
      await audited(
        actor,
        'booking-confirmation-resent',
        customerTarget(id),
        (tx) => mail.enqueue(confirmation, { tx }),
        { orderId },
      );
    },

    /** Paid bookings by part of the order id, the agreement number, or the customer's e-mail or name. */
    async bookings({ q, page }: BookingSearchQuery) {
      const found = q ? await customers.search({ q, page: 1 }, CUSTOMERS_PER_BOOKING_SEARCH) : undefined;
      const result = await bookings.search({
        q,
        customerIds: found?.customers.map((customer) => customer.id) ?? [],
        limit: OPS_PAGE_SIZE,
        offset: (page - 1) * OPS_PAGE_SIZE,
      });
      const emails = new Map<string, string>();
      for (const id of new Set(result.bookings.map((booking) => booking.customerId))) {
        emails.set(id, (await customers.recipient(id)).email);
      }
      return {
        bookings: result.bookings.map((booking) => ({
          ...booking,
          customerEmail: emails.get(booking.customerId) ?? '',
        })),
        total: result.total,
      };
    },

    booking: bookingView,

    async refundBooking(actor: Actor, orderId: string, body: { amount?: number; request_id: string; reason: string }) {
      await bookings.refundByOperator(
        orderId,
        { amount: body.amount, requestId: body.request_id, operatorId: actor.id, reason: body.reason },
        (tx, refund) => ops.record(actor, 'booking-refunded', bookingTarget(orderId), refund, tx),
      );
      return bookingView(orderId);
    },

    async resendVoucher(actor: Actor, orderId: string) {
      const voucher = await bookings.voucherMailOf(orderId);
      await audited(actor, 'booking-voucher-resent', bookingTarget(orderId), (tx) => mail.enqueue(voucher, { tx }));
    },

    async rereadBooking(actor: Actor, orderId: string) {
      await bookings.rereadFromPartner(orderId, (tx) =>
        ops.record(actor, 'booking-reread', bookingTarget(orderId), {}, tx),
      );
      return bookingView(orderId);
    },
  };
}
