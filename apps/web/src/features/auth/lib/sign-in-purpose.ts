import { t } from '@lingui/core/macro';
import type { SignInPurpose } from '../components/require-auth';

/** Read when shown, so that each is in the language of the moment. */
const titles: Record<SignInPurpose['action'], () => string> = {
  bid: () => t`Sign in to place your bid`,
  book: () => t`Sign in to book your room`,
  standing: () => t`Sign in to bid automatically`,
};

const waiting: Record<SignInPurpose['action'], (hotel: string) => string> = {
  bid: (hotel) => t`Your bid for ${hotel} waits: sign in or create an account, and you come back to it.`,
  book: (hotel) => t`Your room at ${hotel} waits: sign in or create an account, and you come back to it.`,
  standing: (hotel) =>
    t`Bidding automatically at ${hotel} waits: sign in or create an account, and you come back to it.`,
};

/** The sign-in and sign-up cards' heading and line when the visitor came from an action on a hotel. */
export function purposeText(purpose: SignInPurpose | undefined, fallback: { title: string; subtitle: string }) {
  if (!purpose) return { ...fallback, named: false };
  return {
    title: titles[purpose.action](),
    subtitle: waiting[purpose.action](purpose.hotelName),
    named: true,
  };
}
