import { lazy } from 'react';
import { lazyPage } from './lazy-page';

/**
 * Route pages load on demand, so a first visit downloads only the shell and its own page. The pages a first visit
 * starts on most are asked for early (./prefetch.ts).
 */
export const HomePage = lazyPage(() => import('@/features/hotels/pages/home-page').then((m) => m.HomePage));
export const CityRoute = lazyPage(() => import('./hotel-routes').then((m) => m.CityRoute));
export const HotelRoute = lazyPage(() => import('./hotel-routes').then((m) => m.HotelRoute));
export const WishlistPage = lazy(() =>
  import('@/features/wishlist/pages/wishlist-page').then((m) => ({ default: m.WishlistPage })),
);
export const PublicationPage = lazy(() =>
  import('@/features/content/pages/publication-page').then((m) => ({ default: m.PublicationPage })),
);
export const BlogPage = lazy(() => import('@/features/content/pages/blog-page').then((m) => ({ default: m.BlogPage })));
export const BlogPostPage = lazy(() =>
  import('@/features/content/pages/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
);
export const SignInRoute = lazyPage(() => import('./sign-in-route').then((m) => m.SignInRoute));
export const SignUpPage = lazy(() =>
  import('@/features/auth/pages/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const ProfilePage = lazy(() =>
  import('@/features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const DeleteAccountPage = lazy(() =>
  import('@/features/profile/pages/delete-account-page').then((m) => ({ default: m.DeleteAccountPage })),
);
export const MyBidsPage = lazy(() =>
  import('@/features/bids/pages/my-bids-page').then((m) => ({ default: m.MyBidsPage })),
);
export const HotelBookingPage = lazy(() =>
  import('@/features/checkout/pages/hotel-booking-page').then((m) => ({ default: m.HotelBookingPage })),
);
export const BookingConfirmationRoute = lazy(() =>
  import('./checkout-routes').then((m) => ({ default: m.BookingConfirmationRoute })),
);
export const MyBookingsPage = lazy(() =>
  import('@/features/bookings/pages/my-bookings-page').then((m) => ({ default: m.MyBookingsPage })),
);
export const SupplierLayout = lazy(() =>
  import('@/features/supplier/components/supplier-layout').then((m) => ({ default: m.SupplierLayout })),
);
export const SupplierBidsPage = lazy(() =>
  import('@/features/supplier/pages/supplier-bids-page').then((m) => ({ default: m.SupplierBidsPage })),
);
export const SupplierRulesPage = lazy(() =>
  import('@/features/supplier/pages/supplier-rules-page').then((m) => ({ default: m.SupplierRulesPage })),
);
