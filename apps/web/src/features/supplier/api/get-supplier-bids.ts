import { supplierBidPageSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type BidFilters = { hotelId?: number; stayFrom?: string; stayTo?: string };
export type BidListQuery = BidFilters & { status: 'pending' | 'decided'; page: number };

/** Every page of every list of the partner's bids: what a decision or a live event makes stale. */
export const supplierBidsKey = ['supplier', 'bids'] as const;

export function getSupplierBids({ hotelId, ...query }: BidListQuery) {
  const params = new URLSearchParams(
    Object.entries({ ...query, hotelId: hotelId?.toString() }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
  return apiClient.get(`/api/supplier/bids?${params.toString()}`, supplierBidPageSchema);
}

/** Pending bids come oldest first; decided ones newest first. */
export function supplierBidsQueryOptions(query: BidListQuery) {
  return queryOptions({ queryKey: [...supplierBidsKey, query], queryFn: () => getSupplierBids(query) });
}

export function useSupplierBids(query: BidListQuery) {
  return useQuery({ ...supplierBidsQueryOptions(query), placeholderData: keepPreviousData });
}
