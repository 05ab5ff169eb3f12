import { useTranslation } from 'react-i18next';

import { ErrorState } from '../../../components/error-state';

interface AppsLoadErrorProps {
  onRetry: () => void;
}

/** The catalogue could not be loaded: say so and offer to try again. */
export function AppsLoadError({ onRetry }: AppsLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <ErrorState message={t('messages.appsLoadError')} actionLabel={t('common.retry')} onAction={onRetry} />
  );
}
