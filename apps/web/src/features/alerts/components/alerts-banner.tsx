import { useTranslation } from 'react-i18next';

import { useSection } from '../../../i18n/sections';
import { useSystemAlerts } from '../api/alerts-query';
import { AlertCard, useAlertWords } from './alert-card';

import './alerts.css';

/** A visitor's view of the live alerts, above the catalogue (part 2 §1: guests see global alerts). */
export function AlertsBanner() {
  const alerts = useSystemAlerts();
  if (alerts.length === 0) return null;
  return <AlertsList alerts={alerts} />;
}

function AlertsList({ alerts }: { alerts: ReturnType<typeof useSystemAlerts> }) {
  const { t } = useTranslation();
  const ready = useSection('alertTexts');
  const words = useAlertWords();
  if (!ready) return null;
  return (
    <section className="alerts-banner" aria-label={t('alertTexts.banner')}>
      {alerts.map((alert) => (
        <AlertCard key={alert.id} type={alert.type} {...words(alert)} />
      ))}
    </section>
  );
}
