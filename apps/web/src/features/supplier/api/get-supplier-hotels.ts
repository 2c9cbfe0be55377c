import { hotelMinimalSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export function getSupplierHotels() {
  return apiClient.get('/api/supplier/hotels', z.array(hotelMinimalSchema));
}

export function supplierHotelsQueryOptions() {
  return queryOptions({ queryKey: ['supplier', 'hotels'], queryFn: getSupplierHotels });
}

export function useSupplierHotels() {
  return useQuery(supplierHotelsQueryOptions());
}
