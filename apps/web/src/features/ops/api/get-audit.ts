import { auditPageSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { listUrl, type ListSearch } from '../lib/list-search';

export const auditQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: ['ops', 'audit', search],
    queryFn: () => apiClient.get(listUrl('/api/ops/audit', search), auditPageSchema),
  });

/** A page of the operators' actions, newest first; the page shown stays while the next loads. */
export const useAudit = (search: ListSearch) =>
  useQuery({ ...auditQueryOptions(search), placeholderData: keepPreviousData });
