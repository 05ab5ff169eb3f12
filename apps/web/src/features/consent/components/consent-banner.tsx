import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Modal } from '../../../components/ui/modal';
import { useSection } from '../../../i18n/sections';
import { useConsent, type ConsentChoice } from '../../../lib/consent';
import { paths } from '../../../lib/paths';
import { useRecordChoice } from '../api/consent-api';
import { CategorySwitches } from './category-switches';

import './consent.css';

/**
 * The banner at the bottom of every screen until a choice stands (part 2 §2, §4): essentials
 * only, accept all (analytics, not marketing: there is no marketing tool), or 'Personnaliser'.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const ready = useSection('consent');
  const consent = useConsent();
  const record = useRecordChoice();
  const [customising, setCustomising] = useState(false);
  const [hidden, setHidden] = useState(false);

  if (consent || hidden || !ready) return null;
  const choose = (choice: ConsentChoice, method: 'banner_accept' | 'banner_reject' | 'settings_custom') => {
    // Hidden at once: the recording's outcome does not hold the visitor up.
    setHidden(true);
    setCustomising(false);
    record.mutate({ choice, method });
  };

  return (
    <>
      <section className="consent-banner" aria-label={t('consent.banner.label')}>
        <div className="consent-banner__inner">
          <Cookie size={22} aria-hidden="true" className="consent-banner__icon" />
          <p className="consent-banner__text">
            {t('consent.banner.text')} <Link to={paths.cookies}>{t('consent.banner.policy')}</Link>
          </p>
          <div className="consent-banner__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => choose({ analytics: false, marketing: false }, 'banner_reject')}
            >
              {t('consent.banner.essentials')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setCustomising(true)}>
              {t('consent.banner.customise')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => choose({ analytics: true, marketing: false }, 'banner_accept')}
            >
              {t('consent.banner.acceptAll')}
            </button>
          </div>
        </div>
      </section>
      {customising && (
        <CustomiseDialog
          onCancel={() => setCustomising(false)}
          onSave={(choice) => choose(choice, 'settings_custom')}
        />
      )}
    </>
  );
}

function CustomiseDialog({
  onCancel,
  onSave,
}: {
  onCancel: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  return (
    <Modal
      title={t('consent.customise.title')}
      description={t('consent.customise.intro')}
      onDismiss={onCancel}
    >
      <CategorySwitches choice={choice} onChange={setChoice} />
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('consent.customise.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => onSave(choice)}>
          {t('consent.customise.save')}
        </button>
      </div>
    </Modal>
  );
}
