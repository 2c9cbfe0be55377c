import { subscribeNewsletterQuerySchema } from '@bidstay/contract';

/** The address checked as the API checks it; loaded with the first submit, so the footer ships without zod. */
export function parseNewsletterMail(mail: string) {
  return subscribeNewsletterQuerySchema.safeParse({ mail });
}
