import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/ui/modal';
import { useSection } from '../../../i18n/sections';
import { useConsent, type ConsentChoice } from '../../../lib/consent';
import { useRecordChoice, useRevokeChoice } from '../api/consent-api';
import { CategorySwitches } from './category-switches';

import './consent.css';

/** Notices of the manager go away after this long (part 2 §2). */
const NOTICE_MS = 5_000;

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * 'Gestion des cookies': the strictly necessary cookies (always on), the analytics and marketing
 * switches that apply at once, and 'Supprimer tous les cookies non essentiels'.
 */
export function CookieManager() {
  const { t } = useTranslation();
  const consent = useConsent();
  const record = useRecordChoice();
  const revoke = useRevokeChoice();
  const [notice, setNotice] = useState<Notice | null>(null);
  const choice: ConsentChoice = {
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  };

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const update = (next: ConsentChoice) =>
    record
      .mutateAsync({ choice: next, method: 'settings_custom' })
      .then(() => setNotice({ kind: 'success', text: t('consent.manager.updated') }))
      .catch(() => setNotice({ kind: 'error', text: t('consent.manager.updateError') }));

  const removeAll = () =>
    revoke
      .mutateAsync()
      .then(() => setNotice({ kind: 'success', text: t('consent.manager.deleted') }))
      .catch(() => setNotice({ kind: 'error', text: t('consent.manager.deleteError') }));

  return (
    <div className="cookie-manager">
      <CategorySwitches choice={choice} onChange={(next) => void update(next)} />
      <div role="status" aria-live="polite" className="cookie-manager__notice">
        {notice && (
          <p className={`form-message form-message--${notice.kind === 'success' ? 'info' : 'error'}`}>
            {notice.text}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--danger-outline"
        disabled={revoke.isPending}
        onClick={() => void removeAll()}
      >
        {t('consent.manager.deleteAll')}
      </button>
      <section className="cookie-manager__info" aria-labelledby="cookie-manager-info">
        <h2 id="cookie-manager-info" className="cookie-manager__info-title">
          <ShieldCheck size={18} aria-hidden="true" /> {t('consent.manager.infoTitle')}
        </h2>
        <p>{t('consent.manager.info')}</p>
        <p>{t('consent.manager.infoWithdraw')}</p>
      </section>
    </div>
  );
}

/** The cookie policy's 'Gérer mes cookies': the manager in a full-height dialog. */
export function CookieManagerButton() {
  const { t } = useTranslation();
  const ready = useSection('consent');
  const [open, setOpen] = useState(false);
  if (!ready) return null;
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('consent.manager.open')}
      </button>
      {open && (
        <Modal title={t('consent.manager.title')} size="full" onDismiss={() => setOpen(false)}>
          <CookieManager />
        </Modal>
      )}
    </>
  );
}
