import { invalidRequest, missingParam } from './errors.ts';
import type { Form, FormValue } from './form.ts';
import type { Metadata } from './objects.ts';

export function optionalText(form: Form, name: string, param = name): string | null {
  const value = form[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: ${param}`, { code: 'parameter_invalid_string', param });
  return value;
}

export function requiredText(form: Form, name: string, param = name): string {
  const value = optionalText(form, name, param);
  if (value === null) throw missingParam(param);
  return value;
}

export function optionalInteger(form: Form, name: string, param = name): number | null {
  const value = optionalText(form, name, param);
  if (value === null) return null;
  if (!/^-?\d+$/.test(value))
    throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param });
  return Number(value);
}

export function requiredInteger(form: Form, name: string, param = name): number {
  const value = optionalInteger(form, name, param);
  if (value === null) throw missingParam(param);
  return value;
}

export function nested(form: Form, name: string): Form | null {
  const value = form[name];
  if (value === undefined || value === '') return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw invalidRequest(`Invalid object`, { code: 'parameter_invalid_object', param: name });
}

export function list(form: Form, name: string): FormValue[] {
  const value = form[name];
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  throw invalidRequest(`Invalid array`, { code: 'parameter_invalid_array', param: name });
}

export function metadata(form: Form): Metadata {
  const value = nested(form, 'metadata') ?? {};
  const entries = Object.entries(value).map(([key, item]) => {
    if (typeof item !== 'string') throw invalidRequest('Invalid metadata value', { param: `metadata[${key}]` });
    return [key, item] as const;
  });
  return Object.fromEntries(entries);
}

export function currency(form: Form, param: string): string {
  const value = requiredText(form, 'currency', param).toLowerCase();
  if (!/^[a-z]{3}$/.test(value)) throw invalidRequest(`Invalid currency: ${value}`, { param });
  return value;
}
