/** The sign-in form's schema, loaded by the form's first validation (see lib/lazy-resolver.ts). */
export { signInBodySchema } from '@bidstay/contract';
