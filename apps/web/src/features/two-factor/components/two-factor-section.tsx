import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { sessionStore } from '../../../entities/session/session';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { accountKey } from '../../../lib/api/query-keys';
import { useAccountId } from '../../../entities/session/session-context';
import { twoFactorStatusQueryOptions } from '../api/two-factor-queries';
import { SectionError, SectionSkeleton } from '../../../components/section-states';

import './two-factor.css';

/** Fewer recovery codes than this: suggest a new set. */
const RECOVERY_CODES_LOW = 3;

type OpenDialog = 'setup' | 'disable' | 'renew' | null;

/**
 * 'Double authentification': whether it is on, the recovery codes left, and the buttons to
 * switch it on or off and to renew the recovery codes (each in its own modal).
 */
export function TwoFactorSection({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const {
    data: status,
    isPending,
    isError,
    isFetching,
    refetch,
  } = useQuery(twoFactorStatusQueryOptions(useAccountId()));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  /** The button that opened a dialog may be gone (on ↔ off): the focus then goes to the title. */
  const closeDialog = () => {
    setDialog(null);
    window.requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null)
        titleRef.current?.focus();
    });
  };

  /**
   * Two-factor changed: read the status, the sessions (the others ended), the activity log and
   * the user (twoFactorEnabled) again.
   */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountKey() });
    void sessionStore.reloadUser();
  };

  let content;
  if (status) {
    content = (
      <>
        <p className="two-factor-status">
          {status.enabled ? (
            <ShieldCheck
              className="two-factor-status__icon two-factor-status__icon--on"
              size={22}
              aria-hidden="true"
            />
          ) : (
            <ShieldOff className="two-factor-status__icon" size={22} aria-hidden="true" />
          )}
          <span>
            {t('twoFactor.section.statusLabel')} :{' '}
            <strong className={status.enabled ? 'badge badge--accent' : 'badge'}>
              {status.enabled ? t('twoFactor.section.enabled') : t('twoFactor.section.disabled')}
            </strong>
          </span>
        </p>
        {status.enabled && (
          <p className="two-factor-status__codes">
            <KeyRound size={18} aria-hidden="true" />
            {t('twoFactor.section.recoveryLeft', { count: status.recoveryCodesRemaining })}
          </p>
        )}
        {status.enabled && status.recoveryCodesRemaining < RECOVERY_CODES_LOW && (
          <p className="form-message form-message--info">{t('twoFactor.section.recoveryLow')}</p>
        )}
        <div className="two-factor-actions">
          {status.enabled ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => setDialog('renew')}>
                {t('twoFactor.section.renew')}
              </button>
              <button
                type="button"
                className="button button--danger-outline"
                onClick={() => setDialog('disable')}
              >
                {t('twoFactor.section.disable')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setDialog('setup')}>
              {t('twoFactor.section.enable')}
            </button>
          )}
        </div>
      </>
    );
  } else if (isError && !isFetching) {
    content = <SectionError message={t('twoFactor.section.loadError')} onRetry={() => void refetch()} />;
  } else {
    content = <SectionSkeleton rows={1} />;
  }

  // In the settings, the section's own toggle already names it: the title stays for screen
  // readers and as the place the focus returns to.
  const Heading = embedded ? 'h4' : 'h2';
  return (
    <section
      className={embedded ? 'two-factor-embedded' : 'security-section'}
      aria-labelledby={titleId}
      aria-busy={isPending}
    >
      <Heading
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className={embedded ? 'sr-only' : 'security-section__title'}
      >
        {t('twoFactor.section.title')}
      </Heading>
      <p className="security-section__intro">{t('twoFactor.section.intro')}</p>
      {content}
      {dialog === 'setup' && <TwoFactorSetupDialog onEnabled={refresh} onClose={closeDialog} />}
      {dialog === 'disable' && (
        <TwoFactorDisableDialog
          onDisabled={() => {
            closeDialog();
            toast.success(t('twoFactor.disable.done'));
            refresh();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog === 'renew' && <RecoveryCodesDialog onRenewed={refresh} onClose={closeDialog} />}
    </section>
  );
}
