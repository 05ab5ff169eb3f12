/**
 * French copy of the file encryptor (/app/file-encryptor). Read as `t('fileEncryptor.…')`;
 * "Annuler" is the main texts' `common.cancel`.
 */
const fileEncryptorFr = {
  privacy:
    'Le fichier est chiffré et déchiffré dans votre navigateur : ni lui ni la phrase de passe ne sont envoyés.',
  modeLegend: 'Que voulez-vous faire ?',
  modeEncrypt: 'Chiffrer un fichier',
  modeDecrypt: 'Déchiffrer un fichier .trousse',
  file: {
    encryptLabel: 'Fichier à chiffrer',
    encryptHint:
      "Il reste sur votre appareil, quelle que soit sa taille : jusqu'à plusieurs centaines de Mo.",
    decryptLabel: 'Fichier .trousse à déchiffrer',
    decryptHint: 'Un fichier chiffré par cet outil, dont le nom finit par .trousse.',
    drop: 'Déposez un fichier ici',
    choose: 'Choisir un fichier',
    chooseAnother: 'Choisir un autre fichier',
    selected: 'Fichier choisi : {{name}}, {{size}}.',
    alreadyEncrypted: 'Ce fichier semble déjà chiffré par cet outil.',
    switchToDecrypt: 'Le déchiffrer',
  },
  passphrase: {
    label: 'Phrase de passe',
    encryptHint:
      '{{min}} caractères au moins. Sans elle, personne ne pourra déchiffrer le fichier, pas même nous : gardez-la précieusement.',
    decryptHint: 'Celle choisie au moment du chiffrement.',
    confirm: 'Confirmez la phrase de passe',
    show: 'Afficher les caractères saisis',
  },
  submitEncrypt: 'Chiffrer le fichier',
  submitDecrypt: 'Déchiffrer le fichier',
  progress: {
    deriving: 'Préparation de la clé…',
    encrypting: 'Chiffrement en cours',
    decrypting: 'Déchiffrement et vérification en cours',
    encryptStep: 'Chiffrement : {{percent}}',
    decryptStep: 'Déchiffrement : {{percent}}',
  },
  result: {
    encrypted: 'Fichier chiffré ({{size}}). Il faudra la phrase de passe pour le déchiffrer.',
    decrypted: "Fichier déchiffré et vérifié ({{size}}) : il est identique à l'original.",
    download: 'Télécharger {{name}}',
    cancelled: "Opération annulée : aucun fichier n'a été produit.",
  },
  /** The name of a decrypted file whose own name was lost. */
  fallbackName: 'fichier',
  errors: {
    noFile: "Choisissez d'abord un fichier.",
    tooShort: 'La phrase de passe doit contenir au moins {{min}} caractères.',
    mismatch: 'Les deux phrases de passe ne correspondent pas.',
    required: 'Saisissez la phrase de passe du fichier.',
    wrongPassphrase:
      "Phrase de passe incorrecte (ou début du fichier abîmé) : rien n'a été déchiffré. Vérifiez-la, puis réessayez.",
    damaged:
      "Ce fichier est abîmé ou a été modifié : il ne peut pas être déchiffré, et rien n'a été téléchargé.",
    truncated:
      "Ce fichier est incomplet, coupé avant la fin : il ne peut pas être déchiffré, et rien n'a été téléchargé.",
    notTrousse: "Ce n'est pas un fichier .trousse : choisissez un fichier chiffré par cet outil.",
    unsupportedVersion:
      'Ce fichier a été chiffré par une version plus récente de Trousse. Rechargez la page, puis réessayez.',
    unreadable: "Le fichier n'a pas pu être lu. Choisissez-le de nouveau, puis réessayez.",
    failed: "L'opération a échoué dans ce navigateur. Réessayez, ou utilisez un navigateur à jour.",
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type FileEncryptorTexts = Widen<typeof fileEncryptorFr>;

declare module '../../registry' {
  interface SectionTexts {
    fileEncryptor: FileEncryptorTexts;
  }
}

export default fileEncryptorFr;
