import { messageSchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type ResetPasswordInput = { token: string; password: string };

export function resetPassword(body: ResetPasswordInput) {
  return apiClient.post('/api/resetPassword', messageSchema, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
