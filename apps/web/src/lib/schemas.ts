import { array, number, object, string, unknown } from 'zod';

/**
 * The contract's schemas and the zod builders the API client's answers need, in one module loaded with the first
 * call, so the first paint does not wait for them. Named builders keep zod's unused parts out of the bundle.
 */
export * from '@bidstay/contract';
export const z = { array, number, object, string, unknown };
