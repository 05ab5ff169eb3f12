import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface AppsLoadErrorProps {
  onRetry: () => void;
}

/** The catalogue could not be loaded: say so and offer to try again. */
export function AppsLoadError({ onRetry }: AppsLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="state-panel state-panel--error">
      <CircleAlert className="state-panel__icon" size={32} aria-hidden="true" />
      <p role="alert" className="state-panel__title">
        {t('messages.appsLoadError')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('common.retry')}
      </button>
    </div>
  );
}
