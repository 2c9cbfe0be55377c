import { ruleChangesSchema } from '@bidstay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getRuleChanges(hid: number) {
  return apiClient.get(`/api/supplier/rules/${hid}/history`, ruleChangesSchema);
}

export function ruleChangesQueryOptions(hid: number) {
  return queryOptions({ queryKey: ['supplier', 'rules', hid, 'history'], queryFn: () => getRuleChanges(hid) });
}

export function useRuleChanges(hid: number) {
  return useQuery(ruleChangesQueryOptions(hid));
}
