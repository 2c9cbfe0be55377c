import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

type ChangePasswordInput = { id: string; password: string };

export function changePassword({ id, password }: ChangePasswordInput) {
  return apiClient.patch(`/api/updateCustomerUserPassword/${encodeURIComponent(id)}`, z.string(), { password });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
