import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useCopy } from '../../../hooks/use-copy';
import { formatDateTime } from '../../../lib/i18n-format';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesFileText } from '../../../entities/two-factor/two-factor';
import { CopyButton, CopyStatus } from './copy-feedback';

/** Offers `text` as a file download (a .txt made in the page, nothing sent anywhere). */
function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes, shown once: the list, 'Copier' and 'Télécharger' (a .txt file). */
export function RecoveryCodesView({ codes }: { codes: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { state, copy } = useCopy();
  const listId = useId();
  const text = codes.join('\n');

  const download = () =>
    downloadText(
      recoveryCodesFileText(codes, {
        heading: t('twoFactor.codes.fileHeading'),
        generatedAt: t('twoFactor.codes.fileDate', {
          date: formatDateTime(new Date().toISOString(), i18n.language),
        }),
        notice: t('twoFactor.codes.fileNotice'),
      }),
      RECOVERY_CODES_FILE_NAME,
    );

  return (
    <div className="recovery-codes">
      <p id={listId} className="sr-only">
        {t('twoFactor.codes.listLabel')}
      </p>
      <ol className="recovery-codes__list" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code} className="recovery-codes__code">
            {code}
          </li>
        ))}
      </ol>
      <div className="recovery-codes__actions">
        <CopyButton state={state} onCopy={() => void copy(text)} label={t('twoFactor.codes.copy')} />
        <button type="button" className="button button--secondary" onClick={download}>
          <Download size={16} aria-hidden="true" />
          {t('twoFactor.codes.download')}
        </button>
      </div>
      <CopyStatus state={state} />
    </div>
  );
}
