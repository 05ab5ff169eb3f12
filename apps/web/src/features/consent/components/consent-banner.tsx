import { Cookie } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConsent, type ConsentChoice } from '../../../entities/consent/consent';
import { paths } from '../../../lib/paths';
import { useRecordChoice } from '../api/consent-api';

import './consent.css';

// The dialog, its switches and its texts load when 'Personnaliser' is pressed.
const CustomiseDialog = lazy(() => import('./customise-dialog'));

/**
 * The banner at the bottom of every screen until a choice stands (part 2 §2, §4): essentials
 * only, accept all (analytics, not marketing: there is no marketing tool), or 'Personnaliser'.
 * It comes with the first screen, whose largest text it often is on a first visit.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const record = useRecordChoice();
  const [customising, setCustomising] = useState(false);
  const [hidden, setHidden] = useState(false);

  if (consent || hidden) return null;
  const choose = (choice: ConsentChoice, method: 'banner_accept' | 'banner_reject' | 'settings_custom') => {
    // Hidden at once: the recording's outcome does not hold the visitor up.
    setHidden(true);
    setCustomising(false);
    record.mutate({ choice, method });
  };

  return (
    <>
      <section className="consent-banner" aria-label={t('consentBanner.label')}>
        <div className="consent-banner__inner">
          <Cookie size={22} aria-hidden="true" className="consent-banner__icon" />
          <p className="consent-banner__text">
            {t('consentBanner.text')} <Link to={paths.cookies}>{t('consentBanner.policy')}</Link>
          </p>
          <div className="consent-banner__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => choose({ analytics: false, marketing: false }, 'banner_reject')}
            >
              {t('consentBanner.essentials')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setCustomising(true)}>
              {t('consentBanner.customise')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose({ analytics: true, marketing: false }, 'banner_accept')}
            >
              {t('consentBanner.acceptAll')}
            </button>
          </div>
        </div>
      </section>
      {customising && (
        <Suspense fallback={null}>
          <CustomiseDialog
            onCancel={() => setCustomising(false)}
            onSave={(choice) => choose(choice, 'settings_custom')}
          />
        </Suspense>
      )}
    </>
  );
}
