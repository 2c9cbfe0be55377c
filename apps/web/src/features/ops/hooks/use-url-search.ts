import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { pageOfSearch } from '../lib/audit';

const SEARCH_DELAY_MS = 300;

/** A search box's text, sent to the URL (and so to the API) once typing pauses; a new search starts at page 1. */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOfSearch(params.get('page'));
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== q) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);
  const goTo = (next: number) => setParams(q ? { q, page: String(next) } : { page: String(next) });
  return { q, page, typed, setTyped, goTo };
}
