import { partnerSchema, partnersPageSchema, supplierHotelsSchema, type InvitePartnerBody } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { listUrl, type ListSearch } from '../lib/list-search';

const partnersKey = ['ops', 'partners'] as const;

export const partnersQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: [...partnersKey, search],
    queryFn: () => apiClient.get(listUrl('/api/ops/partners', search), partnersPageSchema),
  });

/** A page of hotel partners; the page shown stays while the next loads. */
export const usePartners = (search: ListSearch) =>
  useQuery({ ...partnersQueryOptions(search), placeholderData: keepPreviousData });

/** One partner, read by id: the detail does not depend on the list page it was opened from. */
export const usePartner = (id: string) =>
  useQuery({
    queryKey: [...partnersKey, 'one', id],
    queryFn: () => apiClient.get(`/api/ops/partners/${encodeURIComponent(id)}`, partnerSchema),
  });

/** After a change the lists and the partner are read again: the partner may now match another search, or none. */
function useRefreshPartners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partnersKey });
}

export function useInvitePartner() {
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: (body: InvitePartnerBody) => apiClient.post('/api/ops/partners', partnerSchema, body),
    onSuccess: refresh,
  });
}

export function useSetPartnerActive() {
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiClient.post(`/api/ops/partners/${id}/${active ? 'reactivate' : 'deactivate'}`, partnerSchema),
    onSuccess: refresh,
  });
}

export type HotelChange = { id: string; hid: number; assign: boolean };

export function useChangePartnerHotel() {
  const refresh = useRefreshPartners();
  return useMutation({
    mutationFn: ({ id, hid, assign }: HotelChange) =>
      apiClient.post(`/api/ops/partners/${id}/hotels/${hid}/${assign ? 'assign' : 'unassign'}`, partnerSchema),
    onSuccess: refresh,
  });
}

/** Hotels of the catalogue whose name or city has words starting as typed, or the hotel of an id. */
export const useCatalogue = (q: string) =>
  useQuery({
    queryKey: ['ops', 'catalogue', q],
    queryFn: () => apiClient.get(`/api/ops/catalogue?${new URLSearchParams({ q, limit: '10' })}`, supplierHotelsSchema),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

/** The names and addresses of a partner's hotels, which the partner itself lists by id. */
export const useHotelNames = (hids: number[]) =>
  useQuery({
    queryKey: ['ops', 'hotelNames', hids],
    queryFn: () => apiClient.post('/api/getListOfHotelsMinimal', 'hotelsMinimal', hids),
    enabled: hids.length > 0,
    placeholderData: keepPreviousData,
  });
