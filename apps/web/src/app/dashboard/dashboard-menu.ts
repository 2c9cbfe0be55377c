import { paths } from '@/config/paths';

export const dashboardMenu = [
  { label: 'Profile', href: paths.dashboard.profile.href(), icon: 'bi-person' },
  { label: 'My Wishlist', href: paths.dashboard.wishlist.href(), icon: 'bi-heart' },
  { label: 'My Bookings', href: paths.dashboard.bookings.href(), icon: 'bi-calendar-check' },
  { label: 'My Bids', href: paths.dashboard.bids.href(), icon: 'bi-cash-coin' },
  { label: 'Help Center', href: paths.dashboard.helpCenter.href(), icon: 'bi-question-circle' },
  { label: 'Settings', href: paths.dashboard.delete.href(), icon: 'bi-gear' },
];
