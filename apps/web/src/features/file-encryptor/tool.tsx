import { Download, Eye, EyeOff, Lock, LockOpen, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../components/field';
import { Skeleton } from '../../components/ui/skeleton';
import { useFormat } from '../../hooks/use-format';
import type { FileEncryptorTexts } from '../../i18n/locales/file-encryptor/fr';
import { useSection } from '../../i18n/sections';
import { DropZone } from './drop-zone';
import { decryptBlob, encryptBlob, looksEncrypted } from './lib/crypto';
import {
  MIN_PASSPHRASE_LENGTH,
  TROUSSE_EXTENSION,
  decryptedName,
  encryptedName,
  formatSize,
  passphraseLength,
} from './lib/files';
import { TrousseError, type TrousseErrorCode } from './lib/format';

import './file-encryptor.css';

type Mode = 'encrypt' | 'decrypt';
type ErrorKey = keyof FileEncryptorTexts['errors'];

/** Each message sits by what it is about: the file, a passphrase field, or the whole form. */
interface Errors {
  file?: ErrorKey;
  passphrase?: ErrorKey;
  confirm?: ErrorKey;
  form?: ErrorKey;
}

type Job =
  | { state: 'idle' }
  /** `percent` is null while the key is derived. */
  | { state: 'working'; percent: number | null }
  | { state: 'done'; url: string; name: string; size: number }
  | { state: 'cancelled' };

/** Where a file that cannot be read is said, and in which words. */
const readErrors: Record<TrousseErrorCode, Errors> = {
  'not-trousse': { file: 'notTrousse' },
  'unsupported-version': { file: 'unsupportedVersion' },
  'wrong-passphrase': { passphrase: 'wrongPassphrase' },
  damaged: { form: 'damaged' },
  truncated: { form: 'truncated' },
};

function errorsOf(error: unknown): Errors {
  if (error instanceof TrousseError) return readErrors[error.code];
  // The file changed or went away since it was chosen.
  if (error instanceof DOMException && (error.name === 'NotReadableError' || error.name === 'NotFoundError'))
    return { file: 'unreadable' };
  return { form: 'failed' };
}

type Focusable = 'file' | 'passphrase' | 'confirm' | 'cancel' | 'download' | 'submit';

/**
 * /app/file-encryptor: a file encrypted with a passphrase into a `.trousse` file, and back,
 * with WebCrypto in the browser (AES-256-GCM by chunks, key by PBKDF2; docs/file-format.md).
 * Neither the file nor the passphrase leaves the page; a decrypted file is offered only once
 * every chunk has authenticated.
 */
export default function FileEncryptor() {
  if (!useSection('fileEncryptor')) {
    return (
      <div className="app-page__panel file-encryptor" aria-hidden="true">
        <Skeleton width="80%" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="100%" height="9rem" />
        <Skeleton width="100%" height="2.75rem" />
        <Skeleton width="40%" height="2.5rem" />
      </div>
    );
  }
  return <Encryptor />;
}

function Encryptor() {
  const { t } = useTranslation();
  const format = useFormat();
  const [mode, setMode] = useState<Mode>('encrypt');
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alreadyEncrypted, setAlreadyEncrypted] = useState(false);
  const [job, setJob] = useState<Job>({ state: 'idle' });
  /** What the polite live region says: steps of progress and outcomes, never each key. */
  const [announcement, setAnnouncement] = useState('');

  const abort = useRef<AbortController | null>(null);
  const chosen = useRef<File | null>(null);
  const focusNext = useRef<Focusable | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const passphraseInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const downloadLink = useRef<HTMLAnchorElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  const modeName = useId();
  const progressId = useId();

  const working = job.state === 'working';
  const doneUrl = job.state === 'done' ? job.url : null;

  // Focus follows the work: to Cancel when it starts, then to the download or the message. A
  // target not rendered yet (an earlier render's effect running late) waits for its render.
  useEffect(() => {
    const targets = {
      file: fileInput,
      passphrase: passphraseInput,
      confirm: confirmInput,
      cancel: cancelButton,
      download: downloadLink,
      submit: submitButton,
    };
    const element = focusNext.current && targets[focusNext.current].current;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  useEffect(() => {
    if (!doneUrl) return;
    return () => URL.revokeObjectURL(doneUrl);
  }, [doneUrl]);

  useEffect(() => () => abort.current?.abort(), []);

  const percentText = (percent: number) => format.number(percent / 100, { style: 'percent' });

  function reset() {
    setJob({ state: 'idle' });
    setErrors({});
    setAnnouncement('');
  }

  function chooseMode(next: Mode, keep: File | null = null) {
    setMode(next);
    setFile(keep);
    chosen.current = keep;
    setPassphrase('');
    setConfirmation('');
    setAlreadyEncrypted(false);
    reset();
  }

  function chooseFile(next: File) {
    setFile(next);
    chosen.current = next;
    setAlreadyEncrypted(false);
    reset();
    // A first look at its first bytes: a .trousse file to encrypt, or another to decrypt, is
    // said at once.
    looksEncrypted(next)
      .then((encrypted) => {
        if (chosen.current !== next) return;
        if (mode === 'encrypt') setAlreadyEncrypted(encrypted);
        else if (!encrypted) setErrors({ file: 'notTrousse' });
      })
      .catch(() => undefined);
  }

  function validate(): Errors {
    if (!file) return { file: 'noFile' };
    if (mode === 'decrypt') return passphrase === '' ? { passphrase: 'required' } : {};
    if (passphraseLength(passphrase) < MIN_PASSPHRASE_LENGTH) return { passphrase: 'tooShort' };
    if (confirmation !== passphrase) return { confirm: 'mismatch' };
    return {};
  }

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    const invalid = validate();
    const firstInvalid = (['file', 'passphrase', 'confirm'] as const).find((field) => invalid[field]);
    if (firstInvalid || !file) {
      setErrors(invalid);
      focusNext.current = firstInvalid ?? 'file';
      return;
    }

    const controller = new AbortController();
    abort.current = controller;
    focusNext.current = 'cancel';
    setErrors({});
    setJob({ state: 'working', percent: null });
    setAnnouncement(t('fileEncryptor.progress.deriving'));

    let announced = 0;
    let shown = -1;
    const onProgress = (done: number, total: number) => {
      const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
      // A render per percent at most, however many chunks.
      if (percent === shown) return;
      shown = percent;
      setJob({ state: 'working', percent });
      const step = Math.floor(percent / 10) * 10;
      if (step > announced && step < 100) {
        announced = step;
        setAnnouncement(
          t(
            mode === 'encrypt' ? 'fileEncryptor.progress.encryptStep' : 'fileEncryptor.progress.decryptStep',
            {
              percent: percentText(step),
            },
          ),
        );
      }
    };

    try {
      const options = { signal: controller.signal, onProgress };
      const result =
        mode === 'encrypt'
          ? {
              blob: await encryptBlob(file, file.name, passphrase, options),
              name: encryptedName(file.name),
            }
          : await decryptBlob(file, passphrase, options).then(({ name, blob }) => ({
              blob,
              name: decryptedName(name, file.name, t('fileEncryptor.fallbackName')),
            }));
      controller.signal.throwIfAborted();
      const size = formatSize(result.blob.size, format.language);
      focusNext.current = 'download';
      setJob({
        state: 'done',
        url: URL.createObjectURL(result.blob),
        name: result.name,
        size: result.blob.size,
      });
      setAnnouncement(
        t(mode === 'encrypt' ? 'fileEncryptor.result.encrypted' : 'fileEncryptor.result.decrypted', { size }),
      );
    } catch (error) {
      if (controller.signal.aborted) {
        focusNext.current = 'submit';
        setJob({ state: 'cancelled' });
        setAnnouncement(t('fileEncryptor.result.cancelled'));
        return;
      }
      const found = errorsOf(error);
      focusNext.current = found.passphrase ? 'passphrase' : found.file ? 'file' : 'submit';
      setJob({ state: 'idle' });
      setErrors(found);
      setAnnouncement('');
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const errorText = (key: ErrorKey | undefined) =>
    key ? t(`fileEncryptor.errors.${key}`, { min: MIN_PASSPHRASE_LENGTH }) : null;

  const secretInput = (field: 'passphrase' | 'confirm') => ({
    ref: field === 'passphrase' ? passphraseInput : confirmInput,
    className: 'text-input file-encryptor__secret',
    type: visible ? 'text' : 'password',
    autoComplete: 'off',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    disabled: working,
  });

  return (
    <div className="app-page__panel file-encryptor">
      <p className="file-encryptor__privacy">
        <ShieldCheck size={18} aria-hidden="true" />
        <span>{t('fileEncryptor.privacy')}</span>
      </p>

      <form className="file-encryptor__form" noValidate onSubmit={(event) => void run(event)}>
        <fieldset className="file-encryptor__modes" disabled={working}>
          <legend className="field-label">{t('fileEncryptor.modeLegend')}</legend>
          {(['encrypt', 'decrypt'] as const).map((option) => (
            <label key={option} className="file-encryptor__mode">
              <input
                type="radio"
                name={modeName}
                value={option}
                checked={mode === option}
                onChange={() => chooseMode(option)}
              />
              {option === 'encrypt' ? (
                <Lock size={16} aria-hidden="true" />
              ) : (
                <LockOpen size={16} aria-hidden="true" />
              )}
              <span>
                {t(option === 'encrypt' ? 'fileEncryptor.modeEncrypt' : 'fileEncryptor.modeDecrypt')}
              </span>
            </label>
          ))}
        </fieldset>

        <Field
          className="file-encryptor__field"
          label={t(
            mode === 'encrypt' ? 'fileEncryptor.file.encryptLabel' : 'fileEncryptor.file.decryptLabel',
          )}
          hint={t(mode === 'encrypt' ? 'fileEncryptor.file.encryptHint' : 'fileEncryptor.file.decryptHint')}
          error={errorText(errors.file)}
        >
          {(control) => (
            <DropZone
              control={control}
              input={fileInput}
              file={file}
              accept={mode === 'decrypt' ? TROUSSE_EXTENSION : undefined}
              disabled={working}
              onFile={chooseFile}
            />
          )}
        </Field>

        {alreadyEncrypted && mode === 'encrypt' && (
          <div className="form-message form-message--info file-encryptor__suggestion">
            <p>{t('fileEncryptor.file.alreadyEncrypted')}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => chooseMode('decrypt', file)}
            >
              <LockOpen size={16} aria-hidden="true" />
              {t('fileEncryptor.file.switchToDecrypt')}
            </button>
          </div>
        )}

        <Field
          className="file-encryptor__field"
          label={t('fileEncryptor.passphrase.label')}
          hint={
            mode === 'encrypt'
              ? t('fileEncryptor.passphrase.encryptHint', { min: MIN_PASSPHRASE_LENGTH })
              : t('fileEncryptor.passphrase.decryptHint')
          }
          error={errorText(errors.passphrase)}
        >
          {(control) => (
            <input
              {...control}
              {...secretInput('passphrase')}
              value={passphrase}
              onChange={(event) => {
                setPassphrase(event.target.value);
                setErrors(({ passphrase: _, ...others }) => others);
              }}
            />
          )}
        </Field>

        {mode === 'encrypt' && (
          <Field
            className="file-encryptor__field"
            label={t('fileEncryptor.passphrase.confirm')}
            error={errorText(errors.confirm)}
          >
            {(control) => (
              <input
                {...control}
                {...secretInput('confirm')}
                value={confirmation}
                onChange={(event) => {
                  setConfirmation(event.target.value);
                  setErrors(({ confirm: _, ...others }) => others);
                }}
              />
            )}
          </Field>
        )}

        <div className="file-encryptor__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            {t('fileEncryptor.passphrase.show')}
          </button>
          <button ref={submitButton} type="submit" className="button button--primary" disabled={working}>
            {mode === 'encrypt' ? (
              <Lock size={16} aria-hidden="true" />
            ) : (
              <LockOpen size={16} aria-hidden="true" />
            )}
            {t(mode === 'encrypt' ? 'fileEncryptor.submitEncrypt' : 'fileEncryptor.submitDecrypt')}
          </button>
        </div>
      </form>

      {errors.form && (
        <p className="form-message form-message--error file-encryptor__outcome" role="alert">
          {errorText(errors.form)}
        </p>
      )}

      {job.state === 'working' && (
        <div className="file-encryptor__progress">
          <label htmlFor={progressId} className="field-label">
            {job.percent === null
              ? t('fileEncryptor.progress.deriving')
              : t(
                  mode === 'encrypt'
                    ? 'fileEncryptor.progress.encrypting'
                    : 'fileEncryptor.progress.decrypting',
                )}
          </label>
          <div className="file-encryptor__bar">
            <progress id={progressId} max={100} value={job.percent ?? undefined} />
            <span className="file-encryptor__percent" aria-hidden="true">
              {job.percent === null ? '' : percentText(job.percent)}
            </span>
          </div>
          <button
            ref={cancelButton}
            type="button"
            className="button button--secondary"
            onClick={() => abort.current?.abort()}
          >
            {t('common.cancel')}
          </button>
        </div>
      )}

      {job.state === 'done' && (
        <div className="form-message form-message--info file-encryptor__outcome">
          <p>
            {t(mode === 'encrypt' ? 'fileEncryptor.result.encrypted' : 'fileEncryptor.result.decrypted', {
              size: formatSize(job.size, format.language),
            })}
          </p>
          <a
            ref={downloadLink}
            className="button button--primary file-encryptor__download"
            href={job.url}
            download={job.name}
          >
            <Download size={16} aria-hidden="true" />
            <span>{t('fileEncryptor.result.download', { name: job.name })}</span>
          </a>
        </div>
      )}

      {job.state === 'cancelled' && (
        <p className="form-message form-message--info file-encryptor__outcome">
          {t('fileEncryptor.result.cancelled')}
        </p>
      )}

      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
