import type { createCustomerBodySchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const createdCustomerSchema = z.object({ id: z.string(), email: z.string() });

export function signUp({ email, password }: z.infer<typeof createCustomerBodySchema>) {
  return apiClient.post('/api/User/createCustomer', createdCustomerSchema, { email, password });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
