import { genericMessages } from '@bidstay/contract/plain';
import { isApiError } from './api-client';

/** What to tell the user of a failed request: the API's own message, else the fallback (by default: our side failed). */
export function errorMessage(error: unknown, fallback: string = genericMessages.internal): string {
  return isApiError(error) ? error.message : fallback;
}
