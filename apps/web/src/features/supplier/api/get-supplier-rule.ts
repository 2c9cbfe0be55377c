import { supplierRuleSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getSupplierRule(hid: number) {
  return apiClient.get(`/api/supplier/rules/${hid}`, supplierRuleSchema);
}

export function supplierRuleQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['supplier', 'rules', hid], queryFn: () => getSupplierRule(hid) });
}

export function useSupplierRule(hid: number | undefined) {
  return useQuery({ ...supplierRuleQueryOptions(hid ?? 0), enabled: hid !== undefined });
}
