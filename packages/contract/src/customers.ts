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

/** Empty, or digits with the usual separators: at least five digits, an optional + first. */
const PHONE = /^\+?[\d\s().-]*$/;
const phoneField = text(40).refine(
  (phone) => phone === '' || (PHONE.test(phone) && phone.replace(/\D/g, '').length >= 5),
  messages.profile.phoneInvalid,
);

/** The profile fields a customer edits; `email` is read-only. */
export const profileFieldsSchema = z.object({
  name: text(100),
  surname: text(100),
  phone: phoneField,
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

/**
 * The profile form: what is filled is saved, each field checked on its own; the missing ones are listed beside it
 * (issue 53: a profile that saved only with all nine fields kept new customers from saving any).
 */
export const profileFormSchema = z.object({
  email: z.string().min(1, messages.signUp.emailRequired).email(messages.signUp.emailInvalid),
  name: text(100),
  surname: text(100),
  phone: phoneField,
  address: text(200),
  city: text(100),
  zipCode: text(20),
  country: text(100),
  nationality: z.string(),
  currency: z.string(),
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
