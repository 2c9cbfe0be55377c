import {
  enrolledSchema,
  enrolmentSchema,
  secondFactorStatusSchema,
  type ConfirmEnrolmentBody,
} from '@bidstay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeToken } from '@/lib/auth-storage';

export const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'secondFactor'],
    queryFn: () => apiClient.get('/api/ops/secondFactor', secondFactorStatusSchema),
  });

export const useSecondFactor = () => useQuery(secondFactorQueryOptions());

/** A new secret and its QR code; it counts only once confirmed. */
export function useStartEnrolment() {
  return useMutation({ mutationFn: () => apiClient.post('/api/ops/secondFactor/start', enrolmentSchema) });
}

/**
 * Turns the second factor on: the API ends the earlier sessions and answers a new one, kept here, with the recovery
 * codes to show once.
 */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEnrolmentBody) => apiClient.post('/api/ops/secondFactor/confirm', enrolledSchema, body),
    onSuccess: ({ access_token: token }) => {
      storeToken(token);
      void queryClient.invalidateQueries({ queryKey: ['ops'] });
    },
  });
}
