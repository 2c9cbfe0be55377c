import { AUDIT_PAGE_SIZE, type AuditDetail } from '@bidstay/contract';
import { pageCount } from './list-search';

export const auditPageCount = (total: number) => pageCount(total, AUDIT_PAGE_SIZE);

/** An entry's detail as `key: value` pairs, in the order written; empty when there is none. */
export const auditDetailText = (detail: AuditDetail) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
