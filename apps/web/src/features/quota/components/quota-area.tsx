import { CircleAlert, Gauge, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSession } from '../../../entities/session/session-context';
import { useFormat } from '../../../hooks/use-format';
import { planNameKey } from '../../../lib/plan-names';
import { quotaDisplay, quotaLabel } from '../lib/quota-format';
import { paths } from '../../../lib/paths';
import { useQuota, useQuotaRefresher } from '../../../entities/quota/quota';

import './quota.css';

/**
 * The header's quota counter and 'Mettre à niveau' (part 2 §1), shown while signed in. The
 * usage loads when the session starts and is forgotten when it ends.
 */
export function QuotaArea() {
  const { isAuthenticated } = useSession();
  const refresher = useQuotaRefresher();

  useEffect(() => {
    if (!isAuthenticated) return;
    refresher.start();
    return () => refresher.reset();
  }, [isAuthenticated, refresher]);

  if (!isAuthenticated) return null;
  return (
    <div className="quota-area">
      <QuotaCounter />
      <UpgradeLink />
    </div>
  );
}

function QuotaCounter() {
  const { t } = useTranslation();
  const format = useFormat();
  const { status, usage } = useQuota();
  const refresher = useQuotaRefresher();

  if (!usage) {
    if (status === 'error') {
      const message = t('messages.quotasLoadError');
      return (
        <span role="alert" className="quota-counter quota-counter--error">
          <button
            type="button"
            className="quota-counter__retry"
            title={`${message} · ${t('common.retry')}`}
            onClick={() => void refresher.refresh({ force: true })}
          >
            <CircleAlert size={16} aria-hidden="true" />
            <span className="quota-counter__error-text">{message}</span>
          </button>
        </span>
      );
    }
    return (
      <span className="quota-counter quota-counter--loading" aria-busy="true">
        <Gauge size={16} aria-hidden="true" />
        <span className="skeleton quota-counter__skeleton" aria-hidden="true" />
        <span className="sr-only">{t('quota.loading')}</span>
      </span>
    );
  }

  const display = quotaDisplay(usage, format.count);
  const label = quotaLabel(display, t, format.count);
  const exhausted = !display.unlimited && display.exhausted;

  return (
    <span
      role="status"
      aria-label={label}
      title={`${label} · ${t('quota.plan', { plan: t(planNameKey(usage.planType)) })}`}
      className={exhausted ? 'quota-counter quota-counter--exhausted' : 'quota-counter'}
      data-plan={usage.planType}
    >
      <Gauge size={16} aria-hidden="true" />
      <span className="quota-counter__value" aria-hidden="true">
        {display.text}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function UpgradeLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.upgrade} className="button button--secondary quota-upgrade">
      <Sparkles size={16} aria-hidden="true" />
      <span className="quota-upgrade__text">{t('quota.upgrade')}</span>
    </Link>
  );
}
