import { isApiError } from './api-client';
import { errorMessage } from './error-message';

/** A failed submission, read for a form: messages for its fields, or one message for the form's alert. */
export type FormFailure = { fields: [path: string, message: string][]; alert?: string };

export type FormFailureOptions = {
  /** The alert's text when the error is not the API's (the API's own message is shown otherwise). */
  fallback?: string;
  /** A field that an API error of a status is about when it names no field (a taken email: 409 → `email`). */
  statusFields?: Partial<Record<number, string>>;
  /** Whether the form has a field at a path: an error about anything else (a link's token) goes to the alert. */
  isField?: (path: string) => boolean;
};

/** `rooms[0].guests[1].first_name` (the API's path) as the form's `rooms.0.guests.1.first_name`. */
export const formPath = (key: string) => key.replace(/\[(\d+)\]/g, '.$1');

export function readFormFailure(
  error: unknown,
  { fallback, statusFields = {}, isField = () => true }: FormFailureOptions = {},
): FormFailure {
  if (!isApiError(error)) return { fields: [], alert: errorMessage(error, fallback) };
  const named = Object.entries(error.fields).map(([key, message]): [string, string] => [formPath(key), message]);
  const fields = named.filter(([path]) => isField(path));
  if (named.length > fields.length) return { fields, alert: error.message };
  if (fields.length > 0) return { fields };
  const field = statusFields[error.status];
  if (field) return { fields: [[field, error.message]] };
  return { fields: [], alert: error.message };
}
