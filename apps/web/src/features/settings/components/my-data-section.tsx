import { Download, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

import { CodeKeypad } from '../../../components/code-keypad/code-keypad';
import { Modal } from '../../../components/ui/modal';
import { useAppDialogActions } from '../../../hooks/app-dialogs';
import { errorText } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../entities/session/session';
import { useDeleteAccount, useExportData } from '../api/settings-api';
import { SecondFactorInput, useSecondFactorInput } from './second-factor-input';

/** 'Mes données': the export of every personal record (GDPR art. 15, 20) and the deletion (art. 17). */
export function MyDataSection({ twoFactor }: { twoFactor: boolean }) {
  const { t } = useTranslation();
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <p className="settings__text">{t('settings.data.intro')}</p>
      <div className="settings-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => toast.success(t('settings.data.downloaded')),
              onError: (error) => toast.error(errorText(error, t, t('settings.data.downloadError'))),
            })
          }
        >
          <Download size={18} aria-hidden="true" />
          {exportData.isPending ? t('settings.data.downloading') : t('settings.data.download')}
        </button>
        <button type="button" className="button button--danger-outline" onClick={() => setDeleting(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {t('settings.data.delete')}
        </button>
      </div>
      {deleting && <DeleteAccountDialog twoFactor={twoFactor} onClose={() => setDeleting(false)} />}
    </>
  );
}

/** 'Supprimer mon compte': the warning, the current code on the keypad, and the second factor if on. */
function DeleteAccountDialog({ twoFactor, onClose }: { twoFactor: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { closeAppDialog } = useAppDialogActions();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const secondFactor = useSecondFactorInput();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (remove.isPending) return;
    if (twoFactor) {
      const problem = secondFactor.check();
      if (problem) return setError(problem);
    }
    setError(null);
    remove.mutate(
      { currentCode: code, ...(twoFactor ? { twoFactorCode: secondFactor.code } : {}) },
      {
        onSuccess: async () => {
          closeAppDialog();
          await sessionStore.logout();
          toast.success(t('settings.data.deleted'));
          void navigate(paths.dashboard);
        },
        onError: (caught) => {
          setError(errorText(caught, t, t('settings.data.deleteError')));
          setCode('');
        },
      },
    );
  };

  return (
    <Modal
      title={t('settings.data.deleteTitle')}
      description={<p>{t('settings.data.deleteWarning')}</p>}
      onDismiss={onClose}
      busy={remove.isPending}
    >
      <form className="settings-form" noValidate onSubmit={submit}>
        <p className="settings-code__step">{t('settings.data.codeLabel')}</p>
        <CodeKeypad
          label={t('settings.data.codeLabel')}
          value={code}
          onChange={setCode}
          // 'Valider' moves on (to the second factor, or to the button that deletes): deleting
          // stays one deliberate press of 'Supprimer définitivement'.
          onSubmit={() => (twoFactor ? secondFactor.inputRef.current : confirmRef.current)?.focus()}
          busy={remove.isPending}
        />
        {twoFactor && <SecondFactorInput state={secondFactor} error={null} disabled={remove.isPending} />}
        {error && (
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
        )}
        <div className="settings-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={onClose}
          >
            {t('settings.data.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="submit"
            className="button button--danger"
            disabled={remove.isPending || code.length < 4}
          >
            {remove.isPending ? t('settings.data.deleting') : t('settings.data.confirmDelete')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
