import { messageSchema, notificationPreferencesSchema, type NotificationPreference } from '@bidstay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: ['push', 'preferences'],
    queryFn: () => apiClient.get('/api/push/preferences', notificationPreferencesSchema),
  });
}

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      apiClient.put('/api/push/preferences', notificationPreferencesSchema, preference),
    onSuccess: (answer) => queryClient.setQueryData(preferencesQueryOptions().queryKey, answer),
  });
}

export const useSendTestPush = () => useMutation({ mutationFn: () => apiClient.post('/api/push/test', messageSchema) });
