import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
export const MAX_PASSWORD_LENGTH = 200;

/** SPEC §5's password rule, with the sign-up wording or the change-password wording. */
export function passwordSchema(ruleMessage: string = messages.signUp.passwordRule) {
  return z
    .string({ error: messages.signUp.passwordRequired })
    .min(1, messages.signUp.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, ruleMessage)
    .max(MAX_PASSWORD_LENGTH, ruleMessage)
    .regex(PASSWORD_PATTERN, ruleMessage);
}

export function isStrongPassword(password: string): boolean {
  return passwordSchema().safeParse(password).success;
}
