import {
  failedMailsPageSchema,
  jobsPageSchema,
  messageSchema,
  pushDeliveriesPageSchema,
  visitorLogPageSchema,
  type JobState,
} from '@bidstay/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type JobsFilter = { type: string; state: JobState | ''; page: number };

function jobsUrl({ type, state, page }: JobsFilter) {
  const search = new URLSearchParams({ page: String(page) });
  if (type) search.set('type', type);
  if (state) search.set('state', state);
  return `/api/ops/jobs?${search}`;
}

/** A page of jobs, newest first, with the counts of every type and state; the page shown stays while the next loads. */
export const useJobs = (filter: JobsFilter) =>
  useQuery({
    queryKey: ['ops', 'jobs', filter],
    queryFn: () => apiClient.get(jobsUrl(filter), jobsPageSchema),
    placeholderData: keepPreviousData,
  });

export const useFailedMails = (page: number) =>
  useQuery({
    queryKey: ['ops', 'mails', page],
    queryFn: () => apiClient.get(`/api/ops/mails?state=failed&page=${page}`, failedMailsPageSchema),
    placeholderData: keepPreviousData,
  });

export type PushesFilter = { state: JobState | ''; page: number };

/** A page of the pushes to devices, newest first, in the state asked for. */
export function usePushDeliveries({ state, page }: PushesFilter) {
  const search = new URLSearchParams({ page: String(page) });
  if (state) search.set('state', state);
  return useQuery({
    queryKey: ['ops', 'pushes', state, page],
    queryFn: () => apiClient.get(`/api/ops/pushes?${search}`, pushDeliveriesPageSchema),
    placeholderData: keepPreviousData,
  });
}

export const useVisitorLog = (page: number) =>
  useQuery({
    queryKey: ['ops', 'visitorLog', page],
    queryFn: () => apiClient.get(`/api/ops/visitorLog?page=${page}`, visitorLogPageSchema),
    placeholderData: keepPreviousData,
  });

export type JobAction = { kind: 'retry-job' | 'discard-job' | 'retry-mail' | 'discard-mail'; id: number };

const ACTION_PATHS = {
  'retry-job': (id: number) => `/api/ops/jobs/${id}/retry`,
  'discard-job': (id: number) => `/api/ops/jobs/${id}/discard`,
  'retry-mail': (id: number) => `/api/ops/mails/${id}/retry`,
  'discard-mail': (id: number) => `/api/ops/mails/${id}/discard`,
} as const;

const actionUrl = ({ kind, id }: JobAction) => ACTION_PATHS[kind](id);

/** Retries or discards a failed job or mail; the jobs, mails and audit are read again after. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: JobAction) => apiClient.post(actionUrl(action), messageSchema),
    onSettled: () =>
      Promise.all(['jobs', 'mails', 'audit'].map((key) => queryClient.invalidateQueries({ queryKey: ['ops', key] }))),
  });
}
