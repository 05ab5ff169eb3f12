import type { FileEncryptorTexts } from './fr';

/** English copy of the file encryptor (see fr.ts). */
const fileEncryptorEn: FileEncryptorTexts = {
  privacy: 'The file is encrypted and decrypted in your browser: neither it nor the passphrase is sent.',
  modeLegend: 'What would you like to do?',
  modeEncrypt: 'Encrypt a file',
  modeDecrypt: 'Decrypt a .trousse file',
  file: {
    encryptLabel: 'File to encrypt',
    encryptHint: 'It stays on your device, whatever its size: up to several hundred MB.',
    decryptLabel: '.trousse file to decrypt',
    decryptHint: 'A file encrypted by this tool, whose name ends in .trousse.',
    drop: 'Drop a file here',
    choose: 'Choose a file',
    chooseAnother: 'Choose another file',
    selected: 'Chosen file: {{name}}, {{size}}.',
    alreadyEncrypted: 'This file seems to be encrypted by this tool already.',
    switchToDecrypt: 'Decrypt it',
  },
  passphrase: {
    label: 'Passphrase',
    encryptHint:
      'At least {{min}} characters. Without it, nobody can decrypt the file, not even us: keep it safe.',
    decryptHint: 'The one chosen when the file was encrypted.',
    confirm: 'Confirm the passphrase',
    show: 'Show what you type',
  },
  submitEncrypt: 'Encrypt the file',
  submitDecrypt: 'Decrypt the file',
  progress: {
    deriving: 'Preparing the key…',
    encrypting: 'Encrypting',
    decrypting: 'Decrypting and verifying',
    encryptStep: 'Encrypting: {{percent}}',
    decryptStep: 'Decrypting: {{percent}}',
  },
  result: {
    encrypted: 'File encrypted ({{size}}). The passphrase will be needed to decrypt it.',
    decrypted: 'File decrypted and verified ({{size}}): it is identical to the original.',
    download: 'Download {{name}}',
    cancelled: 'Cancelled: no file was produced.',
  },
  fallbackName: 'file',
  errors: {
    noFile: 'Choose a file first.',
    tooShort: 'The passphrase must be at least {{min}} characters long.',
    mismatch: 'The two passphrases do not match.',
    required: 'Enter the passphrase of the file.',
    wrongPassphrase:
      'Wrong passphrase (or the start of the file is damaged): nothing was decrypted. Check it, then try again.',
    damaged: 'This file is damaged or was altered: it cannot be decrypted, and nothing was downloaded.',
    truncated:
      'This file is incomplete, cut off before its end: it cannot be decrypted, and nothing was downloaded.',
    notTrousse: 'This is not a .trousse file: choose a file encrypted by this tool.',
    unsupportedVersion:
      'This file was encrypted by a newer version of Trousse. Reload the page, then try again.',
    unreadable: 'The file could not be read. Choose it again, then try again.',
    failed: 'The operation failed in this browser. Try again, or use an up-to-date browser.',
  },
};

export default fileEncryptorEn;
