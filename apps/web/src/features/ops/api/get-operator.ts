import { operatorSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const operatorQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'me'], queryFn: () => apiClient.get('/api/ops/me', operatorSchema) });

/** The signed-in operator, with whether their second factor is set up. */
export const useOperator = () => useQuery(operatorQueryOptions());
