/** The migrated database each test file's database copies on PostgreSQL; its own name lets two checkouts share a server. */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE || 'bidstay_template';
