import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useSection } from '../../../i18n/sections';
import type { ConsentChoice } from '../../../entities/consent/consent';
import { CategorySwitches } from './category-switches';

/** The banner's 'Personnaliser les cookies' dialog: both switches off until turned on. */
export default function CustomiseDialog({
  onCancel,
  onSave,
}: {
  onCancel: () => void;
  onSave: (choice: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  const ready = useSection('consent');
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false });
  if (!ready) return null;
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
