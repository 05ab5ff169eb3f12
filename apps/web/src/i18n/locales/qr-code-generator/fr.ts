/**
 * French copy of the QR code generator (/app/qr-code-generator). Read as `t('qrCodeGenerator.…')`.
 */
const qrCodeGeneratorFr = {
  privacy: "Le QR code est créé dans votre navigateur : rien de ce que vous saisissez n'est envoyé.",
  kinds: {
    label: 'Type de contenu',
    text: 'Texte',
    url: 'Lien',
    wifi: 'Réseau Wi-Fi',
    contact: 'Contact',
  },
  text: {
    label: 'Texte à encoder',
  },
  url: {
    label: 'Adresse web',
    hint: 'Adresse complète, commençant par https:// ou http://.',
  },
  wifi: {
    ssid: 'Nom du réseau (SSID)',
    security: 'Sécurité',
    securities: {
      WPA: 'WPA, WPA2 ou WPA3',
      WEP: 'WEP',
      nopass: 'Aucune (réseau ouvert)',
    },
    password: 'Mot de passe du réseau',
    hidden: 'Réseau masqué',
    hint: 'Scanné, le code propose de rejoindre ce réseau.',
  },
  contact: {
    givenName: 'Prénom',
    familyName: 'Nom',
    phone: 'Téléphone',
    email: 'Adresse e-mail',
    organisation: 'Organisation',
    hint: "Scanné, le code propose d'enregistrer ce contact (vCard).",
  },
  options: {
    title: 'Apparence',
    level: "Niveau de correction d'erreurs",
    levels: {
      L: 'L – faible ({{percent}} récupérables)',
      M: 'M – moyen ({{percent}} récupérables)',
      Q: 'Q – élevé ({{percent}} récupérables)',
      H: 'H – maximal ({{percent}} récupérables)',
    },
    levelHint:
      'Plus le niveau est élevé, mieux le code résiste aux taches et aux plis, mais moins il peut contenir.',
    size: 'Taille (px)',
    sizeHint: "Côté de l'image téléchargée, de {{min}} à {{max}} pixels.",
    foreground: 'Couleur du code',
    background: 'Couleur du fond',
    contrast: 'Contraste : {{ratio}}:1',
  },
  warnings: {
    low: 'Contraste trop faible : ce code risque de ne pas être lu. Visez au moins {{min}}:1, avec un code foncé sur fond clair.',
    inverted:
      'Code clair sur fond foncé : beaucoup de lecteurs ne savent pas lire ces codes inversés. Préférez un code foncé sur fond clair.',
  },
  errors: {
    url: 'Saisissez une adresse complète, commençant par https:// ou http://.',
    passwordRequired: 'Saisissez le mot de passe du réseau, ou choisissez « Aucune » comme sécurité.',
    nameRequired: 'Saisissez au moins un prénom ou un nom.',
    phone: 'Saisissez un numéro de téléphone valide : des chiffres, éventuellement un + et des espaces.',
    email: 'Saisissez une adresse e-mail valide, comme nom@exemple.fr.',
    size: 'Saisissez une taille entière, de {{min}} à {{max}} pixels.',
    tooLong:
      'Ce contenu est trop long pour un QR code de niveau {{level}}. Raccourcissez-le ou choisissez un niveau de correction plus faible.',
    tooLongAtLowest:
      'Ce contenu est trop long pour tenir dans un QR code, même au niveau L. Raccourcissez-le.',
    render: "Le QR code n'a pas pu être dessiné. Réessayez.",
    download: "Le fichier n'a pas pu être créé. Réessayez.",
  },
  preview: {
    title: 'Aperçu',
    empty: "Saisissez un contenu : le QR code s'affiche ici.",
    invalid: 'Corrigez le contenu pour voir le QR code.',
    image: 'QR code de votre contenu',
    ready: 'QR code prêt : version {{version}}, niveau {{level}}.',
    downloadPng: 'Télécharger en PNG',
    downloadSvg: 'Télécharger en SVG',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type QrCodeGeneratorTexts = Widen<typeof qrCodeGeneratorFr>;

declare module '../../registry' {
  interface SectionTexts {
    qrCodeGenerator: QrCodeGeneratorTexts;
  }
}

export default qrCodeGeneratorFr;
