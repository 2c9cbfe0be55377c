import { AUDIT_PAGE_SIZE, type AuditDetail } from '@bidstay/contract';

export const auditPageCount = (total: number) => Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

/** An entry's detail as `key: value` pairs, in the order written; empty when there is none. */
export const auditDetailText = (detail: AuditDetail) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** The page of the URL's `page`: a whole number from 1, else the first. */
export function pageOfSearch(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
