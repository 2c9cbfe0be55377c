/** Its own name lets test runs of two checkouts share one server. */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE || 'bidstay_template';

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
