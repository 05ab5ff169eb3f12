import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageResponse } from '@trousse/contracts/api/billing/schemas';
import { ExternalLink } from 'lucide-react';

import { ErrorState } from '../../../components/error-state';
import { useFormat } from '../../../hooks/use-format';
import { errorText } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useCancel, useManage } from '../api/billing-api';
import { useOpenPortal } from './use-open-portal';
import { planNameKey } from '../../../lib/plan-names';

const statusKeys: Record<
  string,
  | 'billing.status.active'
  | 'billing.status.trialing'
  | 'billing.status.pastDue'
  | 'billing.status.canceled'
  | 'billing.status.unpaid'
  | 'billing.status.incomplete'
> = {
  ACTIVE: 'billing.status.active',
  TRIALING: 'billing.status.trialing',
  PAST_DUE: 'billing.status.pastDue',
  CANCELED: 'billing.status.canceled',
  UNPAID: 'billing.status.unpaid',
  INCOMPLETE: 'billing.status.incomplete',
  INCOMPLETE_EXPIRED: 'billing.status.canceled',
};

type Confirming = 'cancel' | 'withdraw' | null;

/** The account's withdrawal, once asked: its number, and whether the refund is done. */
function WithdrawalNotice({ withdrawal }: { withdrawal: NonNullable<ManageResponse['withdrawal']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const values = { number: withdrawal.requestNumber, date: format.date(withdrawal.requestedAt) };
  return (
    <p className="form-message form-message--info" role="status">
      {withdrawal.refund === 'pending'
        ? t('billing.subscription.withdrawalPending', values)
        : t('billing.subscription.withdrawalRefunded', values)}
    </p>
  );
}

/**
 * The account's subscription: plan, status, renewal or end date, a pending cancellation; and
 * what can be done — the billing portal (a new tab), cancelling at the end of the period and,
 * once per account within 14 days of its first paid start, withdrawing (the server says until
 * when, or not at all). A withdrawal shows its request number and its refund ('en cours' until
 * Stripe has done it). Shown in 'Mon abonnement' and on /cancellation.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const manage = useManage();

  if (manage.isPending) return <p className="subscription__loading">{t('common.loading')}</p>;
  if (manage.isError) {
    return (
      <ErrorState
        compact
        message={t('messages.billingLoadError')}
        actionLabel={t('common.retry')}
        onAction={() => void manage.refetch()}
      />
    );
  }
  return <SubscriptionDetails state={manage.data} />;
}

function SubscriptionDetails({ state }: { state: ManageResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const portal = useOpenPortal();
  const cancel = useCancel();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [done, setDone] = useState<{ number: string; effectiveAt: string } | null>(null);
  const planName = t(planNameKey(state.planType));

  const confirm = async (withdrawal: boolean) => {
    try {
      const answer = await cancel.mutateAsync(withdrawal);
      // A withdrawal shows from the account's data, reloaded now; a cancellation from its answer.
      if (!withdrawal) setDone({ number: answer.requestNumber, effectiveAt: answer.effectiveAt });
      setConfirming(null);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  const withdrawal = state.withdrawal && <WithdrawalNotice withdrawal={state.withdrawal} />;

  if (state.planType === 'FREE') {
    return (
      <div className="subscription">
        <p className="subscription__plan">{t('billing.subscription.plan', { plan: planName })}</p>
        <p>{t('billing.subscription.freeIntro')}</p>
        {withdrawal}
        <Link to={paths.upgrade} className="button button--primary">
          {t('billing.subscription.seePlans')}
        </Link>
      </div>
    );
  }

  const status = statusKeys[state.status] ? t(statusKeys[state.status]!) : state.status;
  const periodEnd = state.currentPeriodEnd ? format.date(state.currentPeriodEnd) : null;

  return (
    <div className="subscription">
      <dl className="subscription__facts">
        <div>
          <dt>{t('billing.subscription.planLabel')}</dt>
          <dd>{planName}</dd>
        </div>
        <div>
          <dt>{t('billing.subscription.statusLabel')}</dt>
          <dd>{status}</dd>
        </div>
        {periodEnd && (
          <div>
            <dt>
              {state.cancelAtPeriodEnd
                ? t('billing.subscription.endsLabel')
                : t('billing.subscription.renewsLabel')}
            </dt>
            <dd>{periodEnd}</dd>
          </div>
        )}
      </dl>
      {state.cancelAtPeriodEnd && periodEnd && (
        <p className="form-message form-message--info">
          {t('billing.subscription.pendingCancellation', { date: periodEnd })}
        </p>
      )}
      {withdrawal}
      {done && (
        <p className="form-message form-message--info" role="status">
          {t('billing.subscription.cancelled', {
            number: done.number,
            date: format.date(done.effectiveAt),
          })}
        </p>
      )}
      {cancel.isError && (
        <p className="form-message form-message--error" role="alert">
          {errorText(cancel.error, t, t('billing.subscription.cancelError'))}
        </p>
      )}
      {portal.error && (
        <p className="form-message form-message--error" role="alert">
          {portal.error}
        </p>
      )}
      {confirming ? (
        <div
          className="subscription__confirm"
          role="group"
          aria-label={t('billing.subscription.confirmLabel')}
        >
          <p>
            {confirming === 'withdraw'
              ? t('billing.subscription.confirmWithdrawal')
              : t('billing.subscription.confirmCancel', { date: periodEnd ?? '' })}
          </p>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(null)}
              disabled={cancel.isPending}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => void confirm(confirming === 'withdraw')}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
            >
              {confirming === 'withdraw'
                ? t('billing.subscription.confirmWithdrawalButton')
                : t('billing.subscription.confirmCancelButton')}
            </button>
          </div>
        </div>
      ) : (
        <div className="subscription__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void portal.open()}
            disabled={portal.isPending}
          >
            <ExternalLink size={16} aria-hidden="true" /> {t('billing.subscription.portal')}
          </button>
          {!state.cancelAtPeriodEnd && (
            <button type="button" className="button button--danger" onClick={() => setConfirming('cancel')}>
              {t('billing.subscription.cancel')}
            </button>
          )}
          {state.withdrawalUntil && (
            <button type="button" className="button button--danger" onClick={() => setConfirming('withdraw')}>
              {t('billing.subscription.withdraw')}
            </button>
          )}
        </div>
      )}
      {state.withdrawalUntil && !confirming && (
        <p className="subscription__hint">
          {t('billing.subscription.withdrawalUntil', { date: format.date(state.withdrawalUntil) })}
        </p>
      )}
    </div>
  );
}
