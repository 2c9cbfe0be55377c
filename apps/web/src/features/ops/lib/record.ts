import { isApiError } from '@/lib/api-client';

/**
 * Whether a record's page asked for one that does not exist: the API answers 404 for an unknown id and 400 for one
 * that cannot be an id at all, and to the operator who typed or followed it both mean the same.
 */
export const isMissingRecord = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
