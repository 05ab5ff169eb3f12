import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { onToasterMounted } from '../lib/toast';

/** The toasts, their region and close buttons named in the current language (not sonner's English). */
export default function AppToaster() {
  const { t } = useTranslation();
  useEffect(onToasterMounted, []);
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
