import { operatorAccountSchema, operatorsPageSchema, type InviteOperatorBody } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { listUrl, type ListSearch } from '../lib/list-search';

const operatorsKey = ['ops', 'operators'] as const;

export const operatorsQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: [...operatorsKey, search],
    queryFn: () => apiClient.get(listUrl('/api/ops/operators', search), operatorsPageSchema),
  });

/** A page of operators; the page shown stays while the next loads. */
export const useOperators = (search: ListSearch) =>
  useQuery({ ...operatorsQueryOptions(search), placeholderData: keepPreviousData });

/** After a change every page of operators is read again. */
function useRefreshOperators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operatorsKey });
}

export function useInviteOperator() {
  const refresh = useRefreshOperators();
  return useMutation({
    mutationFn: (body: InviteOperatorBody) => apiClient.post('/api/ops/operators', operatorAccountSchema, body),
    onSuccess: refresh,
  });
}

/** What an operator can do to another's account. */
export type OperatorChange = 'deactivate' | 'reactivate' | 'resetSecondFactor';

export function useChangeOperator() {
  const refresh = useRefreshOperators();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: OperatorChange }) =>
      apiClient.post(`/api/ops/operators/${encodeURIComponent(id)}/${change}`, operatorAccountSchema),
    onSuccess: refresh,
  });
}
