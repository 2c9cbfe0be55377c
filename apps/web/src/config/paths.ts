const route = (path: string) => ({ path, href: () => path });

export const paths = {
  home: route('/'),
  homeAlias: route('/home'),
  signIn: route('/signin'),
  signUp: route('/signup'),
  forgotPassword: route('/forgot-password'),
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  /** The link of a hotel partner's invitation mail. */
  partnerInvitation: route('/partner-invitation'),
  /** The link of an operator's invitation mail. */
  operatorInvitation: route('/operator-invitation'),
  dashboard: {
    root: route('/dashboard'),
    profile: route('/dashboard/profile'),
    helpCenter: route('/dashboard/helpcenter'),
    wishlist: route('/dashboard/mywishlist'),
    /** `bidId` opens the booking that paid the bid. */
    bookings: {
      path: '/dashboard/mybookings',
      href: (bidId?: string) => `/dashboard/mybookings${bidId ? `?bid=${encodeURIComponent(bidId)}` : ''}`,
    },
    /** `bidId` shows that bid, in its tab. */
    bids: {
      path: '/dashboard/mybids',
      href: (bidId?: string) => `/dashboard/mybids${bidId ? `?bid=${encodeURIComponent(bidId)}` : ''}`,
    },
    delete: route('/dashboard/delete'),
  },
  /** `search` carries the stay (features/hotels/lib/stay.ts). */
  hotel: {
    path: '/hotel/:hotelId',
    href: (hotelId: string, search = '') => `/hotel/${encodeURIComponent(hotelId)}${search}`,
  },
  /** `search` carries a listed rate (see features/checkout/lib/booking-request.ts); a bid's comes from storage. */
  hotelBooking: { path: '/hotel-booking', href: (search = '') => `/hotel-booking${search}` },
  bookingConfirmation: {
    path: '/hotel-booking/confirmation',
    href: (sessionId?: string) =>
      `/hotel-booking/confirmation${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''}`,
  },
  supplier: {
    bids: route('/supplier'),
    rules: route('/supplier/rules'),
    dashboard: route('/supplier/dashboard'),
  },
  ops: {
    root: route('/ops'),
    security: route('/ops/security'),
    audit: route('/ops/audit'),
    operations: route('/ops/operations'),
    bookings: route('/ops/bookings'),
    booking: {
      path: '/ops/bookings/:orderId',
      href: (orderId: string) => `/ops/bookings/${encodeURIComponent(orderId)}`,
    },
    partners: route('/ops/partners'),
    operators: route('/ops/operators'),
    customers: route('/ops/customers'),
    customer: { path: '/ops/customers/:id', href: (id: string) => `/ops/customers/${encodeURIComponent(id)}` },
  },
  /** `search` carries the stay and the list's filters, order and length (features/hotels/lib/). */
  city: { path: '/city/:id', href: (id: string, search = '') => `/city/${encodeURIComponent(id)}${search}` },
  blogPost: { path: '/blog/:id', href: (id: string) => `/blog/${encodeURIComponent(id)}` },
  content: {
    terms: route('/terms'),
    privacy: route('/privacy'),
    cancellation: route('/cancellation'),
    cookies: route('/cookies'),
    about: route('/about'),
    contact: route('/contact'),
    blog: route('/blog'),
    faq: route('/faq'),
    bidding: route('/bidding'),
  },
} as const;
