import { messageSchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type SetPartnerPasswordInput = { token: string; password: string };

export function setPartnerPassword(body: SetPartnerPasswordInput) {
  return apiClient.post('/api/setPartnerPassword', messageSchema, body);
}

export function useSetPartnerPassword() {
  return useMutation({ mutationFn: setPartnerPassword });
}
