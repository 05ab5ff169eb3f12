import { createContext, use, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface SearchQueryState {
  query: string;
  setQuery: (query: string) => void;
}

const SearchQueryContext = createContext<SearchQueryState | null>(null);

/** Holds the catalogue search text shared by the header field and the dashboard list. */
export function SearchQueryProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  const value = useMemo(() => ({ query, setQuery }), [query]);
  return <SearchQueryContext value={value}>{children}</SearchQueryContext>;
}

export function useSearchQuery(): SearchQueryState {
  const state = use(SearchQueryContext);
  if (!state) throw new Error('useSearchQuery must be used inside <SearchQueryProvider>');
  return state;
}
