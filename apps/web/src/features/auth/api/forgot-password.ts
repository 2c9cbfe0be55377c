import { messageSchema, type ForgotPasswordBody } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function forgotPassword(body: ForgotPasswordBody) {
  return apiClient.post('/api/forgotPassword', messageSchema, body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
