import { supplierRuleSchema, type SupplierRule } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { supplierRuleQueryOptions } from './get-supplier-rule';

type RuleChange = { hid: number; rule: SupplierRule };

export function saveSupplierRule({ hid, rule }: RuleChange) {
  return apiClient.put(`/api/supplier/rules/${hid}`, supplierRuleSchema, rule);
}

export function useSaveSupplierRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierRule,
    onSuccess: (rule, { hid }) => queryClient.setQueryData(supplierRuleQueryOptions(hid).queryKey, rule),
  });
}
