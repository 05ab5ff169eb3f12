import { planTypes, plans, UNLIMITED, type Plan } from '@trousse/contracts/plans';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../hooks/session-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../hooks/use-format';
import { useQuota } from '../../../lib/quota/quota';

import './upgrade.css';

/**
 * /upgrade: the four plans with their price and uses (the contract's figures, which the quotas
 * also apply), the signed-in user's current plan marked. Online payment is not offered on this
 * instance yet, and the page says so rather than offer a button that cannot work.
 */
export function UpgradePage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const { usage } = useQuota();
  const current = isAuthenticated ? usage?.planType : undefined;
  useDocumentTitle(t('common.pageTitle', { page: t('upgrade.pageTitle') }));

  return (
    <div className="upgrade-page">
      <div className="page-header">
        <h1 className="page-title">{t('upgrade.title')}</h1>
        <p className="page-intro">{t('upgrade.intro')}</p>
      </div>
      <p className="form-message form-message--info" role="note">
        {t('upgrade.paymentUnavailable')}
      </p>
      <ul className="plan-grid" aria-label={t('upgrade.listLabel')}>
        {planTypes.map((type) => (
          <PlanCard key={type} plan={plans[type]} current={type === current} />
        ))}
      </ul>
    </div>
  );
}

const planNameKeys = {
  FREE: 'quota.plans.free',
  STANDARD: 'quota.plans.standard',
  PREMIUM: 'quota.plans.premium',
  INFINITY: 'quota.plans.infinity',
} as const;

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const whole = plan.priceCents % 100 === 0;
  const price = format.number(plan.priceCents / 100, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  const uses =
    plan.maxItems === UNLIMITED
      ? t('upgrade.unlimited')
      : t(plan.period === 'day' ? 'upgrade.usesPerDay' : 'upgrade.usesPerMonth', {
          count: plan.maxItems,
        });
  const name = t(planNameKeys[plan.type]);

  return (
    <li className={plan.popular ? 'plan-card plan-card--popular' : 'plan-card'} aria-label={name}>
      <div className="plan-card__badges">
        {plan.popular && (
          <span className="badge badge--accent">
            <Sparkles size={14} aria-hidden="true" /> {t('upgrade.popular')}
          </span>
        )}
        {current && (
          <span className="badge">
            <Check size={14} aria-hidden="true" /> {t('upgrade.current')}
          </span>
        )}
      </div>
      <h2 className="plan-card__name">{name}</h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{price}</span>
        {plan.priceCents > 0 && <span className="plan-card__period"> {t('upgrade.perMonth')}</span>}
      </p>
      <p className="plan-card__uses">{uses}</p>
    </li>
  );
}
