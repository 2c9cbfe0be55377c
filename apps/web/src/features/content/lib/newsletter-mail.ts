/** The newsletter form's schema, loaded by the form's first validation, so the footer ships without zod. */
export { subscribeNewsletterQuerySchema } from '@bidstay/contract';
