import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';

export const dashboardMenu = [
  { label: msg`Profile`, href: paths.dashboard.profile.href(), icon: 'bi-person' },
  { label: msg`My Wishlist`, href: paths.dashboard.wishlist.href(), icon: 'bi-heart' },
  { label: msg`My Bookings`, href: paths.dashboard.bookings.href(), icon: 'bi-calendar-check' },
  { label: msg`My Bids`, href: paths.dashboard.bids.href(), icon: 'bi-cash-coin' },
  { label: msg`Help Center`, href: paths.dashboard.helpCenter.href(), icon: 'bi-question-circle' },
  { label: msg`Settings`, href: paths.dashboard.delete.href(), icon: 'bi-gear' },
];
