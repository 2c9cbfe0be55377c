import { supplierHotelsSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getSupplierHotels(search: string) {
  const query = new URLSearchParams(search ? { q: search } : {});
  return apiClient.get(`/api/supplier/hotels?${query.toString()}`, supplierHotelsSchema);
}

/** The partner's hotels matching `search`, found by the server: a partner may have thousands. */
export function supplierHotelsQueryOptions(search: string) {
  return queryOptions({ queryKey: ['supplier', 'hotels', search], queryFn: () => getSupplierHotels(search) });
}

export function useSupplierHotels(search: string) {
  return useQuery({ ...supplierHotelsQueryOptions(search), placeholderData: keepPreviousData });
}
