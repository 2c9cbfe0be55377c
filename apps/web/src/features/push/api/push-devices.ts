import { pushDevicesSchema, pushKeySchema, type PushSubscriptionBody } from '@bidstay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const noContent = z.unknown();

export const getPushKey = () => apiClient.get('/api/push/key', pushKeySchema);

export function pushDevicesQueryOptions() {
  return queryOptions({
    queryKey: ['push', 'devices'],
    queryFn: () => apiClient.get('/api/push/subscriptions', pushDevicesSchema),
  });
}

export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionBody) =>
      apiClient.post('/api/push/subscriptions', noContent, subscription),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryOptions().queryKey }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => apiClient.delete('/api/push/subscriptions', noContent, { endpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryOptions().queryKey }),
  });
}
