import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A section's load failure, with 'Réessayer'. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel state-panel--error state-panel--compact">
      <CircleAlert className="state-panel__icon" size={24} aria-hidden="true" />
      <p role="alert" className="state-panel__title">
        {message}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" />
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Placeholder rows while a section loads. */
export function SectionSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div className="security-skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="security-skeleton__row" aria-hidden="true">
          <span className="skeleton" style={{ width: '45%' }} />
          <span className="skeleton" style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  );
}

/** An empty list. */
export function SectionEmpty({ message }: { message: string }) {
  return <p className="security-empty">{message}</p>;
}
