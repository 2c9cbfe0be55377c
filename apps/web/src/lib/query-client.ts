import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 429]);

/** The app's cache settings; the browser has one client, a page rendered on the server one per render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof Error && isApiError(error) && NO_RETRY_STATUSES.has(error.status)),
      },
    },
  });

export const queryClient = createQueryClient();
