import { ComingSoon } from '@/components/coming-soon';

export function HelpCenterPage() {
  return <h1 className="h3">Help Center</h1>;
}

export function BookingsPage() {
  return (
    <ComingSoon title="My Bookings" icon="bi-calendar-check" text="Your upcoming and past stays will show here soon." />
  );
}
