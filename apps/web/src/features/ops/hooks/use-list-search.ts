import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { pageOfSearch } from '../lib/list-search';

const SEARCH_DELAY_MS = 300;

/**
 * A list's search box and page, kept in the URL: the text is sent once typing pauses, and a new search starts at page
 * 1 with nothing open. A search the URL changes by itself (a link, the back button) is shown in the box.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOfSearch(params.get('page'));
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const sent = useRef(settled);
  useEffect(() => {
    if (settled === sent.current) return;
    sent.current = settled;
    if (settled !== q) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, q, setParams]);
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (typed.trim() !== q) setTyped(q);
  }
  const goTo = (next: number) => setParams(q ? { q, page: String(next) } : { page: String(next) });
  return { q, page, typed, setTyped, goTo, params, setParams };
}
