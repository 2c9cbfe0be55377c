import { supplierBidSchema, type BidStatus } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export function getSupplierBids(status?: BidStatus) {
  const query = status ? `?status=${status}` : '';
  return apiClient.get(`/api/supplier/bids${query}`, z.array(supplierBidSchema));
}

/** Pending bids come oldest first; without a status, every bid with decided ones newest first. */
export function supplierBidsQueryOptions(status?: BidStatus) {
  return queryOptions({
    queryKey: ['supplier', 'bids', status ?? 'all'],
    queryFn: () => getSupplierBids(status),
  });
}

export function useSupplierBids(status?: BidStatus) {
  return useQuery(supplierBidsQueryOptions(status));
}
