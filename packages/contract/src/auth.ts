import { z } from 'zod';
import { LOCALES } from './i18n/locale.ts';
import { messages } from './messages.ts';
import { MAX_PASSWORD_LENGTH, passwordSchema } from './rules/password.ts';

export const emailSchema = z
  .string({ error: messages.signUp.emailRequired })
  .trim()
  .min(1, messages.signUp.emailRequired)
  .max(254, messages.signUp.emailInvalid)
  .pipe(z.email({ error: messages.signUp.emailInvalid }));

const confirmationField = { confirmation: z.string().min(1, messages.signUp.confirmationRequired) };

const confirmationMatches: [
  (form: { password: string; confirmation: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.password === form.confirmation,
  { message: messages.signUp.passwordsDoNotMatch, path: ['confirmation'] },
];

export const createCustomerBodySchema = z
  .object({ email: emailSchema, password: passwordSchema() })
  .meta({ id: 'CreateCustomerBody' });
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

/** What sign-up answers: the new account's id and e-mail. */
export const createdCustomerSchema = z.object({ id: z.string(), email: z.string() }).meta({ id: 'CreatedCustomer' });

export const signUpFormSchema = createCustomerBodySchema.extend(confirmationField).refine(...confirmationMatches);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInBodySchema = z
  .object({
    email: z.string().trim().min(1, messages.signUp.emailRequired).max(254),
    password: z.string().min(1, messages.signUp.passwordRequired).max(MAX_PASSWORD_LENGTH),
    rememberMe: z.boolean().optional(),
    /** An operator's second factor: a TOTP code or a recovery code. */
    code: z.string().trim().max(20).optional(),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** A language Bidstay speaks, as a profile's `language` (decision 036). */
export const localeSchema = z.enum(LOCALES);

/** A session's token, with the language the account chose, if it chose one, where signing in answers it. */
export const accessTokenSchema = z
  .object({ access_token: z.string(), language: localeSchema.optional() })
  .meta({ id: 'AccessToken' });

export const accountLanguageBodySchema = z.object({ language: localeSchema }).meta({ id: 'AccountLanguage' });

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: messages.password.currentRequired })
    .min(1, messages.password.currentRequired)
    .max(MAX_PASSWORD_LENGTH),
  password: passwordSchema(messages.password.rule),
});

export const changePasswordFormSchema = changePasswordBodySchema
  .extend(confirmationField)
  .refine(...confirmationMatches);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema(messages.password.rule),
});

export const resetPasswordFormSchema = resetPasswordBodySchema
  .omit({ token: true })
  .extend(confirmationField)
  .refine(...confirmationMatches);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
