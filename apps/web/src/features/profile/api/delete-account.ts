import { customerSchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function deleteAccount(id: string) {
  return apiClient.patch(`/api/updateCustomerUser/${encodeURIComponent(id)}`, customerSchema, { active: false });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
