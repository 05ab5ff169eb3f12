import { INACTIVITY_MONTHS, INACTIVITY_NOTICE_DAYS } from '@trousse/contracts/auth-rules';
import { RETENTION } from '@trousse/contracts/legal-figures';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useDocumentTitle } from '../../../hooks/use-document-title';
import { paths } from '../../../lib/paths';

import './cancellation.css';

export interface CancellationPageProps {
  /** The signed-in user's cancellation controls, shown after the policy text. */
  action?: ReactNode;
}

/**
 * /cancellation, open to everyone: the online cancellation policy in eight sections (how to
 * cancel, when it takes effect, how a request is handled, the 14-day withdrawal, refunds, data
 * after cancellation, what a request contains, help), then, for a signed-in user, the
 * cancellation controls the app passes in.
 */
export function CancellationPage({ action }: CancellationPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('common.pageTitle', { page: t('cancellation.pageTitle') }));

  // 'default' is the key of the first page the app opened: there is no page of ours to go back to.
  const goBack = () => void (location.key === 'default' ? navigate(paths.dashboard) : navigate(-1));

  return (
    <article className="cancellation-page" aria-labelledby="cancellation-title">
      <div>
        <button type="button" className="button button--secondary" onClick={goBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('cancellation.back')}
        </button>
      </div>

      <header className="page-header cancellation-page__header">
        <h1 id="cancellation-title" className="page-title">
          {t('cancellation.title')}
        </h1>
        <p className="page-intro">{t('cancellation.intro')}</p>
      </header>

      <div className="cancellation-policy">
        <PolicySection id="online" title={t('cancellation.sections.online.title')}>
          <p>{t('cancellation.sections.online.dashboard')}</p>
          <p>{t('cancellation.sections.online.noFormalities')}</p>
          <p>{t('cancellation.sections.online.renewal')}</p>
        </PolicySection>

        <PolicySection id="effect" title={t('cancellation.sections.effect.title')}>
          <p>{t('cancellation.sections.effect.endOfPeriod')}</p>
          <p>{t('cancellation.sections.effect.access')}</p>
        </PolicySection>

        <PolicySection id="process" title={t('cancellation.sections.process.title')}>
          <p>{t('cancellation.sections.process.intro')}</p>
          <ol className="cancellation-steps">
            <li>{t('cancellation.sections.process.steps.received')}</li>
            <li>{t('cancellation.sections.process.steps.verified')}</li>
            <li>{t('cancellation.sections.process.steps.validated')}</li>
            <li>{t('cancellation.sections.process.steps.executed')}</li>
            <li>{t('cancellation.sections.process.steps.confirmed')}</li>
          </ol>
          <p className="cancellation-note">{t('cancellation.sections.process.number')}</p>
        </PolicySection>

        <PolicySection id="withdrawal" title={t('cancellation.sections.withdrawal.title')}>
          <p>{t('cancellation.sections.withdrawal.who')}</p>
          <p>{t('cancellation.sections.withdrawal.effect')}</p>
          <p>{t('cancellation.sections.withdrawal.how')}</p>
        </PolicySection>

        <PolicySection id="refunds" title={t('cancellation.sections.refunds.title')}>
          <p>{t('cancellation.sections.refunds.byClient')}</p>
          <p>{t('cancellation.sections.refunds.byProvider')}</p>
          <p>{t('cancellation.sections.refunds.withdrawal')}</p>
        </PolicySection>

        <PolicySection id="data" title={t('cancellation.sections.data.title')}>
          <p>{t('cancellation.sections.data.kept')}</p>
          <p>
            {t('cancellation.sections.data.deleted', {
              months: INACTIVITY_MONTHS,
              days: INACTIVITY_NOTICE_DAYS,
            })}
          </p>
          <p>{t('cancellation.sections.data.billing', { years: RETENTION.billingYears })}</p>
        </PolicySection>

        <PolicySection id="request" title={t('cancellation.sections.request.title')}>
          <p>{t('cancellation.sections.request.intro')}</p>
          <ul className="cancellation-fields">
            <li>{t('cancellation.sections.request.fields.name')}</li>
            <li>{t('cancellation.sections.request.fields.email')}</li>
            <li>{t('cancellation.sections.request.fields.reference')}</li>
            <li>{t('cancellation.sections.request.fields.date')}</li>
            <li>{t('cancellation.sections.request.fields.reason')}</li>
          </ul>
        </PolicySection>

        <PolicySection id="help" title={t('cancellation.sections.help.title')}>
          <p>{t('cancellation.sections.help.support')}</p>
          <p>{t('cancellation.sections.help.number')}</p>
        </PolicySection>
      </div>

      {action != null && (
        <section className="cancellation-action" aria-labelledby="cancellation-action-title">
          <h2 id="cancellation-action-title" className="cancellation-action__title">
            {t('cancellation.action.title')}
          </h2>
          {action}
        </section>
      )}
    </article>
  );
}

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `cancellation-${id}-title`;
  return (
    <section id={`cancellation-${id}`} className="cancellation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="cancellation-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
