import { supplierStatsSchema } from '@bidstay/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type StatsRange = { from: string; to: string };

const query = ({ from, to }: StatsRange) => `from=${from}&to=${to}`;

export function getSupplierStats(range: StatsRange) {
  return apiClient.get(`/api/supplier/stats?${query(range)}`, supplierStatsSchema);
}

export function supplierStatsQueryOptions(range: StatsRange) {
  return queryOptions({ queryKey: ['supplier', 'stats', range], queryFn: () => getSupplierStats(range) });
}

export function useSupplierStats(range: StatsRange) {
  return useQuery({ ...supplierStatsQueryOptions(range), placeholderData: keepPreviousData });
}

/** The bids behind the dashboard, saved as a CSV file. */
export function useDownloadStatsCsv() {
  return useMutation({
    mutationFn: async (range: StatsRange) =>
      saveFile(
        await apiClient.file(`/api/supplier/stats.csv?${query(range)}`, 'text/csv'),
        `bids-${range.from}-${range.to}.csv`,
      ),
  });
}
