import type { SystemAlert } from '@trousse/contracts/api/alerts/schemas';
import { AlertTriangle, CheckCircle2, Info, OctagonAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const icons = { INFO: Info, WARNING: AlertTriangle, ERROR: OctagonAlert, SUCCESS: CheckCircle2 };

/** One alert: its kind (icon and words), title, message, and an optional action. */
export function AlertCard({
  type,
  title,
  message,
  action,
}: {
  type: SystemAlert['type'];
  title: string;
  message: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = icons[type];
  return (
    <div className={`alert-card alert-card--${type.toLowerCase()}`}>
      <Icon className="alert-card__icon" size={20} aria-hidden="true" />
      <div className="alert-card__body">
        <p className="alert-card__title">
          <span className="sr-only">{t('common.fieldLabel', { label: t(`alertTexts.types.${type}`) })} </span>
          {title}
        </p>
        <p className="alert-card__message">{message}</p>
      </div>
      {action}
    </div>
  );
}

/** An alert's words in the reader's language: a keyed alert's from the catalogue, else as written. */
export function useAlertWords() {
  const { t } = useTranslation();
  return (alert: SystemAlert) =>
    alert.messageKey
      ? {
          title: t(`alertTexts.keys.${alert.messageKey}.title`),
          message: t(`alertTexts.keys.${alert.messageKey}.message`, { duration: alert.duration }),
        }
      : { title: alert.title, message: alert.message };
}
