import type { SignInPurpose } from '../components/require-auth';

const titles: Record<SignInPurpose['action'], string> = {
  bid: 'Sign in to place your bid',
  book: 'Sign in to book your room',
  standing: 'Sign in to bid automatically',
};

const waiting: Record<SignInPurpose['action'], (hotel: string) => string> = {
  bid: (hotel) => `Your bid for ${hotel} waits`,
  book: (hotel) => `Your room at ${hotel} waits`,
  standing: (hotel) => `Bidding automatically at ${hotel} waits`,
};

/** The sign-in and sign-up cards' heading and line when the visitor came from an action on a hotel. */
export function purposeText(purpose: SignInPurpose | undefined, fallback: { title: string; subtitle: string }) {
  if (!purpose) return { ...fallback, named: false };
  return {
    title: titles[purpose.action],
    subtitle: `${waiting[purpose.action](purpose.hotelName)}: sign in or create an account, and you come back to it.`,
    named: true,
  };
}
