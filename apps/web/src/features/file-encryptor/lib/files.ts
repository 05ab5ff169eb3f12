import { formatNumber } from '../../../lib/i18n-format';

/** The extension of an encrypted file. */
export const TROUSSE_EXTENSION = '.trousse';

/** The shortest passphrase the screen accepts, in characters. */
export const MIN_PASSPHRASE_LENGTH = 8;

/** A passphrase's length as a reader counts it: characters, not UTF-16 units ("🔑" is one). */
export function passphraseLength(passphrase: string): number {
  return [...passphrase].length;
}

/** The name of the encrypted copy of `name`: "photo.jpg" → "photo.jpg.trousse". */
export function encryptedName(name: string): string {
  return `${name}${TROUSSE_EXTENSION}`;
}

/**
 * The name to save a decrypted file under: the name kept in the file, without what a file
 * system would read as a folder or a control character; failing that, the encrypted file's
 * name without ".trousse"; failing that, `fallback`.
 */
export function decryptedName(stored: string, encryptedFileName: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  const kept = clean(stored);
  if (kept !== '' && !/^\.+$/.test(kept)) return kept;
  const bare = clean(encryptedFileName.replace(/\.trousse$/i, ''));
  return bare !== '' && !/^\.+$/.test(bare) ? bare : fallback;
}

/** A size as the language writes it, in decimal units: "1,5 Mo" in French, "1.5 MB" in English. */
export function formatSize(bytes: number, language: string): string {
  if (bytes < 1000)
    return formatNumber(bytes, language, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const [unit, scale] =
    bytes < 1e6
      ? (['kilobyte', 1e3] as const)
      : bytes < 1e9
        ? (['megabyte', 1e6] as const)
        : (['gigabyte', 1e9] as const);
  return formatNumber(bytes / scale, language, { style: 'unit', unit, maximumFractionDigits: 1 });
}
