import { savedRuleSetSchema, type RuleSet } from '@bidstay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ruleSetQueryOptions } from './get-rule-set';
import { ruleChangesQueryOptions } from './get-rule-changes';
import { ruleSuggestionsQueryOptions } from './get-rule-suggestions';

type RuleSetChange = { hid: number; ruleSet: RuleSet };

export function saveRuleSet({ hid, ruleSet }: RuleSetChange) {
  return apiClient.put(`/api/supplier/rules/${hid}`, savedRuleSetSchema, ruleSet);
}

export function useSaveRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRuleSet,
    onSuccess: (saved, { hid }) => {
      queryClient.setQueryData(ruleSetQueryOptions(hid).queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleChangesQueryOptions(hid).queryKey }),
        queryClient.invalidateQueries({ queryKey: ruleSuggestionsQueryOptions(hid).queryKey }),
      ]);
    },
  });
}
