import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { SearchQueryProvider } from '../hooks/search-query';
import { i18n } from '../i18n';

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

/** The toasts, their region and close buttons named in the current language (not sonner's English). */
function AppToaster() {
  const { t } = useTranslation();
  return (
    // Below the sticky header, so a toast never covers the account menu.
    <Toaster
      position="top-right"
      duration={4000}
      closeButton
      richColors
      offset={{ top: 'calc(var(--header-height) + 1rem)', right: 'var(--gutter)' }}
      mobileOffset={{ top: '8.5rem' }}
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}

export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SearchQueryProvider>
          {children}
          <AppToaster />
        </SearchQueryProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
