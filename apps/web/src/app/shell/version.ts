import { queryOptions, useQuery } from '@tanstack/react-query';

type AppVersion = { version: string; commit?: string };

/** version.json as the build writes it (vite.config.ts); checked by hand, so the shell needs no zod. */
function readVersion(value: unknown): AppVersion {
  const { version, commit } = (value ?? {}) as Record<string, unknown>;
  if (typeof version !== 'string' || !(commit === undefined || typeof commit === 'string')) {
    throw new Error('version.json holds no version');
  }
  return commit === undefined ? { version } : { version, commit };
}

/** The deployed version; a failure is logged and counts as no version. */
export async function fetchVersion(): Promise<AppVersion | null> {
  try {
    const response = await fetch(`/assets/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    return readVersion(await response.json());
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
