import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldControl } from '../../components/field';
import { useFormat } from '../../hooks/use-format';
import { formatSize } from './lib/files';

interface DropZoneProps {
  control: FieldControl;
  file: File | null;
  accept?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The input, which the page focuses when the field is invalid. */
  input: RefObject<HTMLInputElement | null>;
}

/**
 * A file picker that also takes a dropped file. The control is a real `<input type="file">`,
 * hidden from sight but not from the keyboard nor from screen readers (the field's label names
 * it); the frame around it shows its focus, takes drops, and opens the picker when clicked.
 */
export function DropZone({ control, file, accept, disabled, onFile, input }: DropZoneProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const [dragging, setDragging] = useState(false);
  const selectedId = useId();

  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const first = event.dataTransfer.files[0];
    if (first && !disabled) onFile(first);
  };

  const describedBy = [control['aria-describedby'], file ? selectedId : undefined].filter(Boolean).join(' ');

  return (
    <div
      className="file-encryptor__drop"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onClick={(event) => {
        if (!disabled && event.target !== input.current) input.current?.click();
      }}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={dropped}
    >
      <input
        {...control}
        aria-describedby={describedBy || undefined}
        ref={input}
        className="file-encryptor__file-input"
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so that choosing the same file again is seen as a new choice.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      <FileUp size={28} aria-hidden="true" className="file-encryptor__drop-icon" />
      {file ? (
        <p id={selectedId} className="file-encryptor__selected">
          <span className="sr-only">
            {t('fileEncryptor.file.selected', { name: file.name, size: formatSize(file.size, language) })}
          </span>
          <span aria-hidden="true">
            <span className="file-encryptor__file-name">{file.name}</span>{' '}
            <span className="file-encryptor__file-size">{formatSize(file.size, language)}</span>
          </span>
        </p>
      ) : (
        <p className="file-encryptor__drop-text" aria-hidden="true">
          {t('fileEncryptor.file.drop')}
        </p>
      )}
      <span className="button button--secondary file-encryptor__choose" aria-hidden="true">
        {file ? t('fileEncryptor.file.chooseAnother') : t('fileEncryptor.file.choose')}
      </span>
    </div>
  );
}
