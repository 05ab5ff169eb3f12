import { useQuery } from '@tanstack/react-query';
import type { BillingPlan, PaidPlanId } from '@trousse/contracts/api/billing/schemas';
import { Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

import { ErrorState } from '../../../components/error-state';
import { useSession } from '../../../entities/session/session-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../hooks/use-format';
import { getAccessToken } from '../../../lib/access-token';
import { errorText } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useQuota } from '../../../entities/quota/quota';
import { plansQueryOptions, useCreateSession, useManage } from '../api/billing-api';
import { fallsBackToLink, paymentLinkFor } from '../lib/payment-link';
import { TermsDialog } from './terms-dialog';

import './upgrade.css';
import { planNameKey } from '../../../lib/plan-names';

/**
 * /upgrade: the four plans (the contract's figures, which the quotas also apply), the signed-in
 * user's current plan marked. Choosing a paid plan asks for the terms of sale, then goes to the
 * payment page; where payment is not configured, the page says so and offers no button.
 */
export function UpgradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated, user } = useSession();
  const { usage } = useQuota();
  const plans = useQuery(plansQueryOptions());
  // Whether the account already has a subscription: then no payment link is ever offered.
  const manage = useManage();
  const createSession = useCreateSession();
  const [chosen, setChosen] = useState<BillingPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = isAuthenticated ? usage?.planType : undefined;
  useDocumentTitle(t('common.pageTitle', { page: t('upgrade.pageTitle') }));

  const choose = (plan: BillingPlan) => {
    if (!isAuthenticated) {
      void navigate(paths.auth);
      return;
    }
    if (!getAccessToken()) {
      toast.error(t('messages.sessionExpired'));
      void navigate(paths.auth);
      return;
    }
    setFailure(null);
    setChosen(plan);
  };

  const pay = async (plan: BillingPlan) => {
    const planId = plan.planId as PaidPlanId;
    try {
      const { url } = await createSession.mutateAsync(planId);
      window.location.assign(url);
    } catch (error) {
      // The plan's direct payment link, when there is one, is the way left to pay: carrying the
      // account, so that the payment gives it the plan. Unknown whether the account already
      // pays (its subscription not loaded): the error, rather than a risk of a second one.
      const link = plans.data?.paymentLinks[planId];
      const subscribed = manage.data === undefined || manage.data.planType !== 'FREE';
      if (link && user && fallsBackToLink(error, subscribed)) {
        window.location.assign(paymentLinkFor(link, user));
        return;
      }
      setFailure(errorText(error, t, t('billing.checkoutError')));
    }
  };

  let content;
  if (plans.isPending) {
    content = <p className="upgrade-page__loading">{t('common.loading')}</p>;
  } else if (plans.isError) {
    content = (
      <ErrorState
        message={t('billing.plansLoadError')}
        actionLabel={t('common.retry')}
        onAction={() => void plans.refetch()}
      />
    );
  } else {
    content = (
      <>
        {!plans.data.paymentAvailable && (
          <p className="form-message form-message--info" role="note">
            {t('upgrade.paymentUnavailable')}
          </p>
        )}
        <div className="plan-grid">
          {plans.data.data.map((plan) => (
            <PlanCard
              key={plan.planId}
              plan={plan}
              current={plan.planType === current}
              canBuy={plans.data.paymentAvailable}
              onChoose={() => choose(plan)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="upgrade-page">
      <div className="page-header upgrade-page__header">
        <div>
          <h1 className="page-title">{t('upgrade.title')}</h1>
          <p className="page-intro">{t('upgrade.intro')}</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigate(paths.dashboard)}
        >
          <X size={16} aria-hidden="true" /> {t('common.close')}
        </button>
      </div>
      {content}
      {chosen && (
        <TermsDialog
          planName={t(planNameKey(chosen.planType))}
          busy={createSession.isPending}
          error={failure}
          onAccept={() => void pay(chosen)}
          onCancel={() => setChosen(null)}
        />
      )}
    </div>
  );
}

interface PlanCardProps {
  plan: BillingPlan;
  current: boolean;
  canBuy: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, current, canBuy, onChoose }: PlanCardProps) {
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
    plan.uses === null
      ? t('upgrade.unlimited')
      : t(plan.period === 'day' ? 'upgrade.usesPerDay' : 'upgrade.usesPerMonth', { count: plan.uses });
  const name = t(planNameKey(plan.planType));

  return (
    <article className={plan.popular ? 'plan-card plan-card--popular' : 'plan-card'} aria-label={name}>
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
        <span className="plan-card__amount">{price}</span>{' '}
        <span className="plan-card__period">{t('upgrade.perMonth')}</span>
      </p>
      <p className="plan-card__uses">{uses}</p>
      {plan.priceCents > 0 && canBuy && !current && (
        <button type="button" className="button button--primary plan-card__choose" onClick={onChoose}>
          {t('upgrade.choose', { plan: name })}
        </button>
      )}
    </article>
  );
}
