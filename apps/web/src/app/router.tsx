import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '@/components/route-error';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { contentPages } from '@/features/content/content-pages';
import { DashboardLayout } from './dashboard/dashboard-layout';
import { paths } from '@/config/paths';
import {
  BlogPage,
  BlogPostPage,
  BookingConfirmationRoute,
  CityRoute,
  DeleteAccountPage,
  ForgotPasswordPage,
  HelpCenterPage,
  HomePage,
  HotelBookingPage,
  HotelRoute,
  InvitationPage,
  MyBidsPage,
  MyBookingsPage,
  OpsAuditPage,
  OpsBookingPage,
  OpsBookingsPage,
  OpsIndex,
  OpsLayout,
  OpsOperationsPage,
  OpsCustomerPage,
  OpsCustomersPage,
  OpsOperatorsPage,
  OpsPartnersPage,
  OpsSecurityPage,
  ProfilePage,
  PublicationPage,
  ResetPasswordPage,
  SignInRoute,
  SignUpRoute,
  SupplierBidsPage,
  SupplierLayout,
  SupplierDashboardPage,
  SupplierRulesPage,
  WishlistPage,
} from './routes/lazy-pages';
import { NotFoundPage } from './routes/not-found-page';
import { AppShell } from './shell/app-shell';

const dashboard = paths.dashboard;
const child = (path: string) => path.slice(dashboard.root.path.length + 1);

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.homeAlias.path, element: <HomePage /> },
      { path: paths.signIn.path, element: <SignInRoute /> },
      { path: paths.signUp.path, element: <SignUpRoute /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.partnerInvitation.path, element: <InvitationPage kind="partner" /> },
      { path: paths.operatorInvitation.path, element: <InvitationPage kind="operator" /> },
      {
        path: dashboard.root.path,
        element: <RequireAuth role="customer" />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, element: <Navigate to={dashboard.profile.href()} replace /> },
              { path: child(dashboard.profile.path), element: <ProfilePage /> },
              { path: child(dashboard.helpCenter.path), element: <HelpCenterPage /> },
              { path: child(dashboard.wishlist.path), element: <WishlistPage /> },
              { path: child(dashboard.bookings.path), element: <MyBookingsPage /> },
              { path: child(dashboard.bids.path), element: <MyBidsPage /> },
              { path: child(dashboard.delete.path), element: <DeleteAccountPage /> },
            ],
          },
        ],
      },
      { path: paths.hotel.path, element: <HotelRoute /> },
      {
        element: <RequireAuth role="customer" />,
        children: [
          { path: paths.hotelBooking.path, element: <HotelBookingPage /> },
          { path: paths.bookingConfirmation.path, element: <BookingConfirmationRoute /> },
        ],
      },
      {
        path: paths.supplier.bids.path,
        element: <RequireAuth role="supplier" />,
        children: [
          {
            element: <SupplierLayout />,
            children: [
              { index: true, element: <SupplierBidsPage /> },
              { path: paths.supplier.rules.path, element: <SupplierRulesPage /> },
              { path: paths.supplier.dashboard.path, element: <SupplierDashboardPage /> },
            ],
          },
        ],
      },
      {
        path: paths.ops.root.path,
        element: <RequireAuth role="operator" />,
        children: [
          {
            element: <OpsLayout />,
            children: [
              { index: true, element: <OpsIndex /> },
              { path: paths.ops.security.path, element: <OpsSecurityPage /> },
              { path: paths.ops.audit.path, element: <OpsAuditPage /> },
              { path: paths.ops.operations.path, element: <OpsOperationsPage /> },
              { path: paths.ops.bookings.path, element: <OpsBookingsPage /> },
              { path: paths.ops.booking.path, element: <OpsBookingPage /> },
              { path: paths.ops.partners.path, element: <OpsPartnersPage /> },
              { path: paths.ops.customers.path, element: <OpsCustomersPage /> },
              { path: paths.ops.customer.path, element: <OpsCustomerPage /> },
              { path: paths.ops.operators.path, element: <OpsOperatorsPage /> },
            ],
          },
        ],
      },
      { path: paths.city.path, element: <CityRoute /> },
      ...contentPages.map(({ path, id }) => ({ path, element: <PublicationPage key={id} id={id} /> })),
      { path: paths.content.blog.path, element: <BlogPage /> },
      { path: paths.blogPost.path, element: <BlogPostPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
