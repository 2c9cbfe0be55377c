import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { storeToken } from '@/lib/auth-storage';

type ChangePasswordInput = { id: string; email: string; currentPassword: string; password: string };

/** The change ends every session, this one too: this browser signs in again with the new password. */
export async function changePassword({ id, email, currentPassword, password }: ChangePasswordInput) {
  await apiClient.patch(`/api/updateCustomerUserPassword/${encodeURIComponent(id)}`, z.string(), {
    currentPassword,
    password,
  });
  const { access_token: token } = await apiClient.post('/api/authenticateCustomer', 'accessToken', { email, password });
  storeToken(token);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
