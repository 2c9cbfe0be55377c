import { bookingProgressSchema, type FinishBookingBody } from '@bidstay/contract';
import { apiClient } from '@/lib/api-client';

/** Stores who stays in each room; the partner books once the payment is confirmed. */
export function finishBooking(body: FinishBookingBody) {
  return apiClient.post('/api/FinishBooking', bookingProgressSchema, body);
}
