import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function subscribeNewsletter(mail: string) {
  return apiClient.post(`/api/User/subscribeNewsLetter?mail=${encodeURIComponent(mail)}`, 'message');
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
