import { savedRuleSetSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRuleSet(hid: number) {
  return apiClient.get(`/api/supplier/rules/${hid}`, savedRuleSetSchema);
}

export function ruleSetQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['supplier', 'rules', hid], queryFn: () => getRuleSet(hid) });
}

export function useRuleSet(hid: number | undefined) {
  return useQuery({ ...ruleSetQueryOptions(hid ?? 0), enabled: hid !== undefined });
}
