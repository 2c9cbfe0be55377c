import { z } from 'zod';
import { invalidParams } from './errors.ts';
import { CURRENCIES, type Currency } from './rates/money.ts';
import { addDays, dateText, nightsBetween, parseDay } from './time.ts';

export type Guests = { adults: number; children: number[] }[];

export type Search = {
  checkin: string;
  checkout: string;
  residency: string;
  language: string;
  currency: Currency;
  guests: Guests;
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((text) => !Number.isNaN(parseDay(text).getTime()), 'is not a date');

const room = z.object({
  adults: z.number().int().min(1).max(6),
  children: z.array(z.number().int().min(0).max(17)).max(4).default([]),
});

export const searchFields = {
  checkin: day,
  checkout: day,
  residency: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be two lower-case letters')
    .default('gb'),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i)
    .default('en'),
  currency: z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]).default('EUR'),
  guests: z.array(room).min(1).max(9),
  timeout: z.number().int().min(1).max(100).optional(),
};

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidParams(issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid request');
}

/** The limits of PARTNER.md §3.2 that span several fields. */
export function checkStay(search: Search, now: Date): void {
  const nights = nightsBetween(search.checkin, search.checkout);
  const today = dateText(now);
  if (search.checkin < today) throw invalidParams('checkin: must not be in the past');
  if (search.checkin > dateText(addDays(now, 730))) throw invalidParams('checkin: must be at most 730 days ahead');
  if (nights < 1) throw invalidParams('checkout: must be after checkin');
  if (nights > 30) throw invalidParams('checkout: the stay must be at most 30 nights');
}

export function toSearch(fields: Search & { timeout?: number | undefined }, now: Date): Search {
  const search: Search = {
    checkin: fields.checkin,
    checkout: fields.checkout,
    residency: fields.residency,
    language: fields.language,
    currency: fields.currency,
    guests: fields.guests,
  };
  checkStay(search, now);
  return search;
}
