import { simulationSchema, type RuleSet } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

type SimulationRequest = { hid: number; ruleSet: RuleSet; days: number };

export function simulateRules({ hid, ruleSet, days }: SimulationRequest) {
  return apiClient.post(`/api/supplier/rules/${hid}/simulate`, simulationSchema, { ...ruleSet, days });
}

export function useSimulateRules() {
  return useMutation({ mutationFn: simulateRules });
}
