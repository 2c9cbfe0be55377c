import { messageSchema } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Who an invitation is for: each has the API route its link's token is sent to. */
export type InvitedKind = 'partner' | 'operator';

type SetInvitedPasswordInput = { kind: InvitedKind; token: string; password: string };

const ROUTES: Record<InvitedKind, string> = {
  partner: '/api/setPartnerPassword',
  operator: '/api/setOperatorPassword',
};

export function setInvitedPassword({ kind, token, password }: SetInvitedPasswordInput) {
  return apiClient.post(ROUTES[kind], messageSchema, { token, password });
}

export function useSetInvitedPassword() {
  return useMutation({ mutationFn: setInvitedPassword });
}
