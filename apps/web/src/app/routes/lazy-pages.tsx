import { loadCatalogue } from '@/lib/i18n';
import { lazyPage } from './lazy-page';

/**
 * Route pages load on demand, so a first visit downloads only the shell and its own page. The pages a first visit
 * starts on most are asked for early (./prefetch.ts); the others can be.
 */
export const HomePage = lazyPage(() => import('@/features/hotels/pages/home-page').then((m) => m.HomePage));
export const CityRoute = lazyPage(() => import('./hotel-routes').then((m) => m.CityRoute));
export const HotelRoute = lazyPage(() => import('./hotel-routes').then((m) => m.HotelRoute));
export const WishlistPage = lazyPage(() =>
  import('@/features/wishlist/pages/wishlist-page').then((m) => m.WishlistPage),
);
export const PublicationPage = lazyPage(() =>
  import('@/features/content/pages/publication-page').then((m) => m.PublicationPage),
);
export const BlogPage = lazyPage(() => import('@/features/content/pages/blog-page').then((m) => m.BlogPage));
export const BlogPostPage = lazyPage(() =>
  import('@/features/content/pages/blog-post-page').then((m) => m.BlogPostPage),
);
export const SignInRoute = lazyPage(() => import('./sign-in-route').then((m) => m.SignInRoute));
export const SignUpRoute = lazyPage(() => import('./sign-up-route').then((m) => m.SignUpRoute));
export const ForgotPasswordPage = lazyPage(() =>
  import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const InvitationPage = lazyPage(() =>
  import('@/features/auth/pages/invitation-page').then((m) => m.InvitationPage),
);
export const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page').then((m) => m.ProfilePage));
export const DeleteAccountPage = lazyPage(() =>
  import('@/features/profile/pages/delete-account-page').then((m) => m.DeleteAccountPage),
);
export const HelpCenterPage = lazyPage(() => import('./help-center-page').then((m) => m.HelpCenterPage));
export const MyBidsPage = lazyPage(() => import('@/features/bids/pages/my-bids-page').then((m) => m.MyBidsPage));
export const HotelBookingPage = lazyPage(() =>
  import('@/features/checkout/pages/hotel-booking-page').then((m) => m.HotelBookingPage),
);
export const BookingConfirmationRoute = lazyPage(() =>
  import('./checkout-routes').then((m) => m.BookingConfirmationRoute),
);
export const MyBookingsPage = lazyPage(() =>
  import('@/features/bookings/pages/my-bookings-page').then((m) => m.MyBookingsPage),
);
/** The staff's layouts load the texts of their pages (decision 036). */
const withStaffTexts = <T,>(page: Promise<T>) => Promise.all([page, loadCatalogue('staff')]).then(([loaded]) => loaded);

export const SupplierLayout = lazyPage(() =>
  withStaffTexts(import('@/features/supplier/components/supplier-layout').then((m) => m.SupplierLayout)),
);
export const SupplierBidsPage = lazyPage(() =>
  import('@/features/supplier/pages/supplier-bids-page').then((m) => m.SupplierBidsPage),
);
export const SupplierDashboardPage = lazyPage(() =>
  import('@/features/supplier/pages/supplier-dashboard-page').then((m) => m.SupplierDashboardPage),
);
export const SupplierRulesPage = lazyPage(() =>
  import('@/features/supplier/pages/supplier-rules-page').then((m) => m.SupplierRulesPage),
);
export const OpsLayout = lazyPage(() =>
  withStaffTexts(import('@/features/ops/components/ops-layout').then((m) => m.OpsLayout)),
);
export const OpsIndex = lazyPage(() => import('@/features/ops/components/ops-layout').then((m) => m.OpsIndex));
export const OpsSecurityPage = lazyPage(() => import('@/features/ops/pages/security-page').then((m) => m.SecurityPage));
export const OpsAuditPage = lazyPage(() => import('@/features/ops/pages/audit-page').then((m) => m.AuditPage));
export const OpsOperationsPage = lazyPage(() =>
  import('@/features/ops/pages/operations-page').then((m) => m.OperationsPage),
);
export const OpsBookingsPage = lazyPage(() => import('@/features/ops/pages/bookings-page').then((m) => m.BookingsPage));
export const OpsBookingPage = lazyPage(() => import('@/features/ops/pages/booking-page').then((m) => m.BookingPage));
export const OpsOperatorsPage = lazyPage(() =>
  import('@/features/ops/pages/operators-page').then((m) => m.OperatorsPage),
);
export const OpsPartnersPage = lazyPage(() => import('@/features/ops/pages/partners-page').then((m) => m.PartnersPage));
export const OpsCustomersPage = lazyPage(() =>
  import('@/features/ops/pages/customers-page').then((m) => m.CustomersPage),
);
export const OpsCustomerPage = lazyPage(() => import('@/features/ops/pages/customer-page').then((m) => m.CustomerPage));
