import { useTranslation } from 'react-i18next';

import { ErrorState } from './error-state';

/** What a page shows when it failed to render: a short message and a way to reload. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <ErrorState
      message={t('messages.genericError')}
      actionLabel={t('common.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
