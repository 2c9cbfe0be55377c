import { messageSchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function signOutEverywhere() {
  return apiClient.post('/api/signOutEverywhere', messageSchema);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
