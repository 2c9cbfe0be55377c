import { createdCustomerSchema, type CreateCustomerBody } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function signUp({ email, password }: CreateCustomerBody) {
  return apiClient.post('/api/User/createCustomer', createdCustomerSchema, { email, password });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
