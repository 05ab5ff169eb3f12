import { useTranslation } from 'react-i18next';

import { ErrorState } from './error-state';

import './section-states.css';

/** A section's load failure, with 'Réessayer'. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState compact message={message} actionLabel={t('common.retry')} onAction={onRetry} />;
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
