import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { COUNTRY_CODES } from './countries.ts';
import { messages } from './messages.ts';

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const countryCodeSchema = z.enum(COUNTRY_CODES);

export const customerSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    phone: z.string(),
    nationality: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
    country: z.string(),
    currency: z.string(),
    completed: z.boolean(),
    active: z.boolean(),
    wishList: z.array(z.number().int()),
    updated: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

const text = (max: number) => z.string().trim().max(max);

/** The profile fields a customer edits; `email` is read-only. */
export const profileFieldsSchema = z.object({
  name: text(100),
  surname: text(100),
  phone: text(40),
  nationality: z.union([countryCodeSchema, z.literal('')]),
  address: text(200),
  city: text(100),
  zipCode: text(20),
  country: text(100),
  currency: z.union([currencySchema, z.literal('')]),
});
export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/**
 * PATCH updateCustomerUser/{id}. `completed` and `updated` are accepted as SPEC §7 sends them
 * but the server computes both; `active` may only be set to false (account deletion).
 */
export const updateCustomerBodySchema = profileFieldsSchema
  .partial()
  .extend({
    email: z.string().max(254).optional(),
    completed: z.boolean().optional(),
    updated: z.string().max(64).optional(),
    active: z.literal(false).optional(),
  })
  .meta({ id: 'UpdateCustomerBody' });
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** The profile form: every field required, with SPEC §5's messages. */
export const profileFormSchema = z.object({
  email: z.string().min(1, messages.signUp.emailRequired).email(messages.signUp.emailInvalid),
  name: required(messages.profile.nameRequired, 100),
  surname: required(messages.profile.surnameRequired, 100),
  phone: required(messages.profile.phoneRequired, 40),
  address: required(messages.profile.addressRequired, 200),
  city: required(messages.profile.cityRequired, 100),
  zipCode: required(messages.profile.zipCodeRequired, 20),
  country: required(messages.profile.countryRequired, 100),
  nationality: z.string().min(1, messages.profile.nationalityRequired),
  currency: z.string().min(1, messages.profile.currencyRequired),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const PROFILE_FIELD_LABELS: Record<keyof ProfileForm, string> = {
  email: 'Email',
  name: 'First name',
  surname: 'Last name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  zipCode: 'ZIP Code',
  country: 'Country',
  nationality: 'Nationality',
  currency: 'Currency',
};

export const customerIdQuerySchema = z.object({ id: z.string().min(1).max(64) });
export const customerIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const subscribeNewsletterQuerySchema = z.object({
  mail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: messages.signUp.emailInvalid })),
});
