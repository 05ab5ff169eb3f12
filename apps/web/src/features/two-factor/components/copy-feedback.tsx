import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { CopyState } from '../../../hooks/use-copy';

interface CopyButtonProps {
  /** From useCopy: a tick replaces the copy icon for a while after a success. */
  state: CopyState;
  onCopy: () => void;
  label: string;
}

/** A 'Copier' button whose icon turns into a tick once the text is copied. */
export function CopyButton({ state, onCopy, label }: CopyButtonProps) {
  return (
    <button type="button" className="button button--secondary" onClick={onCopy}>
      {state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      {label}
    </button>
  );
}

/** Says (politely, to screen readers too) whether the last copy worked. */
export function CopyStatus({ state }: { state: CopyState }) {
  const { t } = useTranslation();

  return (
    <p className="recovery-codes__status" role="status">
      {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
    </p>
  );
}
