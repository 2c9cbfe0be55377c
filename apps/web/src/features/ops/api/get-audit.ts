import { auditPageSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type AuditSearch = { q: string; page: number };

function auditUrl({ q, page }: AuditSearch) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  return `/api/ops/audit?${search}`;
}

export const auditQueryOptions = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['ops', 'audit', search],
    queryFn: () => apiClient.get(auditUrl(search), auditPageSchema),
  });

/** A page of the operators' actions, newest first; the page shown stays while the next loads. */
export const useAudit = (search: AuditSearch) =>
  useQuery({ ...auditQueryOptions(search), placeholderData: keepPreviousData });
