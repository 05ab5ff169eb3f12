import type { FileEncryptorTexts } from './fr';

/** German copy of the file encryptor (see fr.ts). */
const fileEncryptorDe: FileEncryptorTexts = {
  privacy:
    'Die Datei wird in Ihrem Browser ver- und entschlüsselt: Weder sie noch die Passphrase wird übertragen.',
  modeLegend: 'Was möchten Sie tun?',
  modeEncrypt: 'Eine Datei verschlüsseln',
  modeDecrypt: 'Eine .trousse-Datei entschlüsseln',
  file: {
    encryptLabel: 'Zu verschlüsselnde Datei',
    encryptHint: 'Sie bleibt auf Ihrem Gerät, unabhängig von ihrer Größe: bis zu mehreren hundert MB.',
    decryptLabel: 'Zu entschlüsselnde .trousse-Datei',
    decryptHint: 'Eine mit diesem Werkzeug verschlüsselte Datei, deren Name auf .trousse endet.',
    drop: 'Datei hier ablegen',
    choose: 'Datei auswählen',
    chooseAnother: 'Andere Datei auswählen',
    selected: 'Ausgewählte Datei: {{name}}, {{size}}.',
    alreadyEncrypted: 'Diese Datei scheint bereits mit diesem Werkzeug verschlüsselt zu sein.',
    switchToDecrypt: 'Entschlüsseln',
  },
  passphrase: {
    label: 'Passphrase',
    encryptHint:
      'Mindestens {{min}} Zeichen. Ohne sie kann niemand die Datei entschlüsseln, auch wir nicht: Bewahren Sie sie gut auf.',
    decryptHint: 'Die beim Verschlüsseln gewählte Passphrase.',
    confirm: 'Passphrase bestätigen',
    show: 'Eingabe anzeigen',
  },
  submitEncrypt: 'Datei verschlüsseln',
  submitDecrypt: 'Datei entschlüsseln',
  progress: {
    deriving: 'Schlüssel wird vorbereitet…',
    encrypting: 'Wird verschlüsselt',
    decrypting: 'Wird entschlüsselt und geprüft',
    encryptStep: 'Verschlüsselung: {{percent}}',
    decryptStep: 'Entschlüsselung: {{percent}}',
  },
  result: {
    encrypted: 'Datei verschlüsselt ({{size}}). Zum Entschlüsseln wird die Passphrase benötigt.',
    decrypted: 'Datei entschlüsselt und geprüft ({{size}}): Sie ist mit dem Original identisch.',
    download: '{{name}} herunterladen',
    cancelled: 'Abgebrochen: Es wurde keine Datei erzeugt.',
  },
  fallbackName: 'datei',
  errors: {
    noFile: 'Wählen Sie zuerst eine Datei aus.',
    tooShort: 'Die Passphrase muss mindestens {{min}} Zeichen lang sein.',
    mismatch: 'Die beiden Passphrasen stimmen nicht überein.',
    required: 'Geben Sie die Passphrase der Datei ein.',
    wrongPassphrase:
      'Falsche Passphrase (oder der Anfang der Datei ist beschädigt): Es wurde nichts entschlüsselt. Prüfen Sie sie und versuchen Sie es erneut.',
    damaged:
      'Diese Datei ist beschädigt oder wurde verändert: Sie kann nicht entschlüsselt werden, und es wurde nichts heruntergeladen.',
    truncated:
      'Diese Datei ist unvollständig, vor ihrem Ende abgeschnitten: Sie kann nicht entschlüsselt werden, und es wurde nichts heruntergeladen.',
    notTrousse: 'Dies ist keine .trousse-Datei: Wählen Sie eine mit diesem Werkzeug verschlüsselte Datei.',
    unsupportedVersion:
      'Diese Datei wurde mit einer neueren Version von Trousse verschlüsselt. Laden Sie die Seite neu und versuchen Sie es erneut.',
    unreadable:
      'Die Datei konnte nicht gelesen werden. Wählen Sie sie erneut aus und versuchen Sie es noch einmal.',
    failed:
      'Der Vorgang ist in diesem Browser fehlgeschlagen. Versuchen Sie es erneut oder verwenden Sie einen aktuellen Browser.',
  },
};

export default fileEncryptorDe;
