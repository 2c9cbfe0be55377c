import { isApiError } from '@/lib/api-client';

/** The API's answer to an operator's password without a code: 401 naming the `code` field. */
export const asksForCode = (error: unknown) => isApiError(error, 401) && Boolean(error.fields.code);
