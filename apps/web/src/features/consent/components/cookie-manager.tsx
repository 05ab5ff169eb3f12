import type { ConsentRecord } from '@trousse/contracts/api/consent/schemas';
import { ChevronDown, Download, History, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionEmpty, SectionError, SectionSkeleton } from '../../../components/section-states';
import { Modal } from '../../../components/ui/modal';
import { useFormat } from '../../../hooks/use-format';
import { useSection } from '../../../i18n/sections';
import { useConsent, type ConsentChoice } from '../../../entities/consent/consent';
import { useConsentHistory, useExportConsent, useRecordChoice, useRevokeChoice } from '../api/consent-api';
import { CategorySwitches } from './category-switches';

import './consent.css';

/** Notices of the manager go away after this long (part 2 §2). */
const NOTICE_MS = 5_000;

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * 'Gestion des cookies': the strictly necessary cookies (always on), the analytics and marketing
 * switches that apply at once, 'Supprimer tous les cookies non essentiels', then the history of
 * the choices and its export. A change the server refuses still applies on this device (as the
 * banner's does) and the spec's error notice says the proof was not recorded (part 2 §8).
 */
export function CookieManager() {
  const { t } = useTranslation();
  const consent = useConsent();
  const record = useRecordChoice();
  const revoke = useRevokeChoice();
  const exportChoices = useExportConsent();
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

  const download = () =>
    exportChoices
      .mutateAsync()
      .catch(() => setNotice({ kind: 'error', text: t('consent.manager.history.exportError') }));

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
      <ConsentHistory exporting={exportChoices.isPending} onExport={() => void download()} />
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

/**
 * 'Historique de mes choix': closed at first, and read from the server only once opened (loading,
 * empty, error with 'Réessayer'); the records newest first; the export beside it.
 */
function ConsentHistory({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const history = useConsentHistory(open);

  let content;
  if (history.isError) {
    content = (
      <SectionError message={t('consent.manager.history.error')} onRetry={() => void history.refetch()} />
    );
  } else if (!history.data) {
    content = <SectionSkeleton rows={2} />;
  } else if (history.data.length === 0) {
    content = <SectionEmpty message={t('consent.manager.history.empty')} />;
  } else {
    content = (
      <ol className="consent-history__list">
        {history.data.map((entry) => (
          <HistoryEntry key={entry.consentId} entry={entry} />
        ))}
      </ol>
    );
  }

  return (
    <section className="consent-history" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="consent-history__title">
        <button
          type="button"
          className="consent-history__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <History size={18} aria-hidden="true" />
          <span>{t('consent.manager.history.title')}</span>
          <ChevronDown size={18} aria-hidden="true" className="consent-history__chevron" />
        </button>
      </h2>
      {open && (
        <div id={panelId} className="consent-history__panel">
          <p className="consent-history__intro">{t('consent.manager.history.intro')}</p>
          {content}
        </div>
      )}
      <button type="button" className="button button--secondary" disabled={exporting} onClick={onExport}>
        <Download size={16} aria-hidden="true" />
        {t('consent.manager.history.export')}
      </button>
    </section>
  );
}

/** The known ways a choice was made; any other is shown under 'other'. */
const methodKeys = {
  banner_accept: 'consent.manager.history.methods.bannerAccept',
  banner_reject: 'consent.manager.history.methods.bannerReject',
  settings_custom: 'consent.manager.history.methods.settingsCustom',
  cookie_manager_delete: 'consent.manager.history.methods.managerDelete',
} as const;

function HistoryEntry({ entry }: { entry: ConsentRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const method =
    entry.method in methodKeys
      ? t(methodKeys[entry.method as keyof typeof methodKeys])
      : t('consent.manager.history.methods.other');
  const state = (accepted: boolean) =>
    accepted ? t('consent.manager.history.accepted') : t('consent.manager.history.refused');
  return (
    <li className="consent-history__entry">
      <time dateTime={entry.createdAt} className="consent-history__date">
        {format.dateTime(entry.createdAt)}
      </time>
      <span className="consent-history__method">
        {entry.action === 'revoke' ? t('consent.manager.history.revoked') : method}
      </span>
      <span className="consent-history__choices">
        {t('consent.manager.history.analytics', { state: state(entry.analytics) })}
        {' · '}
        {t('consent.manager.history.marketing', { state: state(entry.marketing) })}
      </span>
    </li>
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
