import { decidedBidSchema, type PartnerRejectReason } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { supplierBidsKey } from './get-supplier-bids';

export type Decision = { id: string } & (
  { action: 'accept' } | { action: 'reject'; reason: PartnerRejectReason } | { action: 'counter'; amount: number }
);

const bodyOf = (decision: Decision) => {
  if (decision.action === 'counter') return { amount: decision.amount };
  if (decision.action === 'reject') return { reason: decision.reason };
  return undefined;
};

export function decideBid(decision: Decision) {
  const path = `/api/supplier/bids/${encodeURIComponent(decision.id)}/${decision.action}`;
  return apiClient.post(path, decidedBidSchema, bodyOf(decision));
}

type Callbacks = { onSuccess: (decision: Decision) => void; onError: (error: Error, decision: Decision) => void };

/**
 * Accept, reject or counter; either way the lists are fetched again, since another decision may have won.
 * The callbacks live on the mutation, not on `mutate`, so they still run when the live refresh has already
 * removed the answered row.
 */
export function useDecideBid({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBid,
    onSuccess: (_bid, decision) => onSuccess(decision),
    onError: (error, decision) => onError(error, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierBidsKey }),
  });
}
