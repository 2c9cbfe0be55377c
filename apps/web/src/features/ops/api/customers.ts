import { customerFileSchema, customerSchema, customersPageSchema, messageSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { listUrl, type ListSearch } from '../lib/list-search';

const customersKey = ['ops', 'customers'] as const;

export const customersQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: [...customersKey, search],
    queryFn: () => apiClient.get(listUrl('/api/ops/customers', search), customersPageSchema),
  });

/** A page of customers; the page shown stays while the next loads. */
export const useCustomers = (search: ListSearch) =>
  useQuery({ ...customersQueryOptions(search), placeholderData: keepPreviousData });

export const customerFileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersKey, 'file', id],
    queryFn: () => apiClient.get(`/api/ops/customers/${encodeURIComponent(id)}`, customerFileSchema),
  });

/** A customer's profile, bids and bookings. */
export const useCustomerFile = (id: string) => useQuery(customerFileQueryOptions(id));

/** Deactivates or reactivates a customer; the file and the lists then read the new state. */
export function useSetCustomerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiClient.post(`/api/ops/customers/${id}/${active ? 'reactivate' : 'deactivate'}`, customerSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

export function useResendWelcome() {
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/ops/customers/${id}/resendWelcome`, messageSchema),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: ({ id, orderId }: { id: string; orderId: string }) =>
      apiClient.post(
        `/api/ops/customers/${id}/bookings/${encodeURIComponent(orderId)}/resendConfirmation`,
        messageSchema,
      ),
  });
}
