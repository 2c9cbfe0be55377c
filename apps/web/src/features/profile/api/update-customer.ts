import { customerSchema, type UpdateCustomerBody } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { customerQueryOptions } from './get-customer';

type UpdateCustomerInput = { id: string; changes: UpdateCustomerBody };

export function updateCustomer({ id, changes }: UpdateCustomerInput) {
  return apiClient.patch(`/api/updateCustomerUser/${encodeURIComponent(id)}`, customerSchema, changes);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryOptions(customer.id).queryKey, customer);
      return queryClient.invalidateQueries({ queryKey: customerQueryOptions(customer.id).queryKey });
    },
  });
}
