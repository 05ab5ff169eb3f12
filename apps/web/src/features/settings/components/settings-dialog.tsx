import {
  Clock,
  Database,
  FileText,
  KeyRound,
  Languages,
  LifeBuoy,
  ShieldAlert,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Modal } from '../../../components/ui/modal';
import { SectionSkeleton } from '../../../components/section-states';
import { useSession } from '../../../entities/session/session-context';
import { useSection } from '../../../i18n/sections';
import { useAppDialogActions } from '../../../hooks/app-dialogs';
import { paths } from '../../../lib/paths';
import { AttemptsSection, AutoDeletionSection, SessionDurationSection } from './account-rules-sections';
import { ChangeCodeSection } from './change-code-section';
import { LanguageSection } from './language-section';
import { MyDataSection } from './my-data-section';
import { RecoveryEmailSection } from './recovery-email-section';
import { SettingsSection } from './settings-section';

import './settings.css';

/** What other features show inside the settings (placed by src/app, so no feature imports another). */
export interface SettingsSlots {
  /** The live sessions, each with a button named `endLabel` ('Déconnecter'). */
  sessions: (endLabel: string) => ReactNode;
  /** Two-factor: its state and the enable and disable dialogs. */
  twoFactor: ReactNode;
  /** Where invoices are: the billing portal. */
  invoices: ReactNode;
}

type SectionId =
  | 'sessionDuration'
  | 'autoDeletion'
  | 'attempts'
  | 'recovery'
  | 'changeCode'
  | 'twoFactor'
  | 'language'
  | 'invoices'
  | 'data';

/** 'Paramètres', from the account menu: the account's rules and settings, each in a collapsible section. */
export function SettingsDialog({ slots }: { slots: SettingsSlots }) {
  const { t } = useTranslation();
  const { closeAppDialog } = useAppDialogActions();
  // The live sessions speak with the security page's words.
  const settingsReady = useSection('settings');
  const sessionsReady = useSection('security');
  const ready = settingsReady && sessionsReady;
  const { user } = useSession();
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(new Set());

  const toggle = (id: SectionId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const sections: [SectionId, LucideIcon, ReactNode][] = [
    [
      'sessionDuration',
      Clock,
      <SessionDurationSection key="s" sessions={slots.sessions(t('settings.sessionDuration.end'))} />,
    ],
    ['autoDeletion', Trash2, <AutoDeletionSection key="a" />],
    ['attempts', ShieldAlert, <AttemptsSection key="t" />],
    ['recovery', LifeBuoy, <RecoveryEmailSection key="r" user={user} />],
    ['changeCode', KeyRound, <ChangeCodeSection key="c" twoFactor={user?.twoFactorEnabled ?? false} />],
    ['twoFactor', ShieldCheck, slots.twoFactor],
    ['language', Languages, <LanguageSection key="l" />],
    ['invoices', FileText, slots.invoices],
    ['data', Database, user && <MyDataSection key="d" twoFactor={user.twoFactorEnabled} />],
  ];

  return (
    <Modal title={ready ? t('settings.title') : t('account.settings')} size="wide" onDismiss={closeAppDialog}>
      {ready ? (
        <div className="settings">
          {sections.map(([id, icon, content]) => (
            <SettingsSection
              key={id}
              title={t(`settings.${id}.title`)}
              icon={icon}
              open={open.has(id)}
              onToggle={() => toggle(id)}
            >
              {content}
            </SettingsSection>
          ))}
          <p className="settings__more">
            <Link to={paths.security} onClick={closeAppDialog}>
              {t('settings.securityPage')}
            </Link>
          </p>
        </div>
      ) : (
        <div aria-busy="true">
          <p className="sr-only">{t('common.loading')}</p>
          <SectionSkeleton rows={4} />
        </div>
      )}
    </Modal>
  );
}
