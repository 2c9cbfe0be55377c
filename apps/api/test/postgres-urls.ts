export const TEMPLATE_DATABASE = 'bidstay_template';

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
