export type CancellableBooking = {
  status: string;
  cancellation_info?: { free_cancellation_before?: string | null } | null;
};

/** Partner dates without a time zone are UTC (SPEC §9). */
export function parsePartnerDate(value: string): Date {
  const hasZone = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value);
  return new Date(hasZone ? value : `${value}Z`);
}

/** SPEC §4: not cancelled (nor refunded without a stay), and the free-cancellation deadline lies in the future. */
export function canCancelBooking(booking: CancellableBooking, now: Date): boolean {
  if (booking.status === 'cancelled' || booking.status === 'refunded') return false;
  const deadline = booking.cancellation_info?.free_cancellation_before;
  if (!deadline) return false;
  return parsePartnerDate(deadline).getTime() > now.getTime();
}
