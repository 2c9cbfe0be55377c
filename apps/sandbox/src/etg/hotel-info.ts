import { z } from 'zod';
import { findHotel, type Edition } from './catalogue/edition.ts';
import { hotelIn } from './catalogue/language.ts';
import { invalidParams } from './errors.ts';
import { parseBody } from './search-params.ts';

const schema = z.object({
  hid: z.number().int().optional(),
  id: z.string().min(1).optional(),
  language: z.string().default('en'),
});

/** ETG answers an unknown hotel with ok and null data, a known one in the language asked. */
export function hotelInfo(edition: Edition, body: unknown) {
  const request = parseBody(schema, body);
  if (request.hid === undefined && request.id === undefined) throw invalidParams('hid: either hid or id is required');
  const hotel = findHotel(edition, request);
  return hotel ? hotelIn(hotel, request.language) : null;
}
