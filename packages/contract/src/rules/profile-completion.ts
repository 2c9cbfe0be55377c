import { PROFILE_FIELD_COUNT } from '../constants.ts';

/** The 10 fields SPEC §4 counts towards a complete profile. */
export const PROFILE_COMPLETION_FIELDS = [
  'email',
  'name',
  'surname',
  'phone',
  'nationality',
  'address',
  'city',
  'zipCode',
  'country',
  'currency',
] as const;

export type ProfileCompletionInput = Partial<
  Record<(typeof PROFILE_COMPLETION_FIELDS)[number], string | null | undefined>
>;

export function missingProfileFields(profile: ProfileCompletionInput) {
  return PROFILE_COMPLETION_FIELDS.filter((field) => !profile[field]?.trim());
}

/** round(filled fields of 10 / 10 × 100) */
export function profileCompletion(profile: ProfileCompletionInput): number {
  const filled = PROFILE_FIELD_COUNT - missingProfileFields(profile).length;
  return Math.round((filled / PROFILE_FIELD_COUNT) * 100);
}

export function isProfileComplete(profile: ProfileCompletionInput): boolean {
  return profileCompletion(profile) === 100;
}
