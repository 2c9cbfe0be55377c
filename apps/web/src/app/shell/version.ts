import { queryOptions, useQuery } from '@tanstack/react-query';

type AppVersion = { version: string; commit?: string };

/** The deployed version; a failure is logged and counts as no version. */
export async function fetchVersion(): Promise<AppVersion | null> {
  try {
    const [response, { z }] = await Promise.all([
      fetch(`/assets/version.json?t=${Date.now()}`, { cache: 'no-store' }),
      import('@/lib/schemas'),
    ]);
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    return z.object({ version: z.string(), commit: z.string().optional() }).parse(await response.json());
  } catch (error) {
    console.warn('Could not read the app version', error);
    return null;
  }
}

/** The version loaded first, kept for the session. */
const loadedVersionQueryOptions = () =>
  queryOptions({ queryKey: ['app-version'], queryFn: fetchVersion, staleTime: Infinity, gcTime: Infinity });

export function useLoadedVersion() {
  return useQuery(loadedVersionQueryOptions()).data ?? null;
}
