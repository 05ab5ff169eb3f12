import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { SearchQueryProvider } from '../hooks/search-query';
import { AppDialogsProvider } from './app-dialogs';
import { i18n } from '../i18n';
import { loadSonner } from '../lib/toast';

const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: FIVE_MINUTES,
      },
    },
  });
}

/** Loaded after the first screen (lib/toast.ts): notices asked for before then wait for it. */
const AppToaster = lazy(() => loadSonner().then(() => import('./toaster')));

export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SearchQueryProvider>
          <AppDialogsProvider>
            {children}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </AppDialogsProvider>
        </SearchQueryProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
