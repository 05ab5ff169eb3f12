import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a page shows when it failed to render: a short message and a way to reload. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <div className="state-panel state-panel--error">
      <CircleAlert className="state-panel__icon" size={32} aria-hidden="true" />
      <p role="alert" className="state-panel__title">
        {t('messages.genericError')}
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <RotateCw size={16} aria-hidden="true" />
        {t('common.reload')}
      </button>
    </div>
  );
}
