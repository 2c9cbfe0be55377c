import { paymentsConfigSchema } from '@bidstay/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getPaymentsConfig() {
  return apiClient.get('/api/payments/config', paymentsConfigSchema);
}

export function paymentsConfigQueryOptions() {
  return queryOptions({ queryKey: ['payments', 'config'], queryFn: getPaymentsConfig, staleTime: Infinity });
}
