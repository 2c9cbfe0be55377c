import { roomFloorsSchema } from '@bidstay/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRoomFloors(hid: number) {
  return apiClient.get(`/api/supplier/rules/${hid}/floors`, roomFloorsSchema);
}

/** The floors of the hotel's rooms by check-in month, from its recent bids. */
export function useRoomFloors(hid: number) {
  return useQuery({ queryKey: ['supplier', 'rules', hid, 'floors'], queryFn: () => getRoomFloors(hid) });
}
