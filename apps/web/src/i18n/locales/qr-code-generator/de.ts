import type { QrCodeGeneratorTexts } from './fr';

/** German copy of the QR code generator (see fr.ts). */
const qrCodeGeneratorDe: QrCodeGeneratorTexts = {
  privacy: 'Der QR-Code wird in Ihrem Browser erstellt: Nichts von Ihren Eingaben wird gesendet.',
  kinds: {
    label: 'Art des Inhalts',
    text: 'Text',
    url: 'Link',
    wifi: 'WLAN',
    contact: 'Kontakt',
  },
  text: {
    label: 'Zu codierender Text',
  },
  url: {
    label: 'Webadresse',
    hint: 'Vollständige Adresse, beginnend mit https:// oder http://.',
  },
  wifi: {
    ssid: 'Netzwerkname (SSID)',
    security: 'Sicherheit',
    securities: {
      WPA: 'WPA, WPA2 oder WPA3',
      WEP: 'WEP',
      nopass: 'Keine (offenes Netzwerk)',
    },
    password: 'Netzwerkpasswort',
    hidden: 'Verborgenes Netzwerk',
    hint: 'Beim Scannen bietet der Code an, sich mit diesem Netzwerk zu verbinden.',
  },
  contact: {
    givenName: 'Vorname',
    familyName: 'Nachname',
    phone: 'Telefon',
    email: 'E-Mail-Adresse',
    organisation: 'Organisation',
    hint: 'Beim Scannen bietet der Code an, diesen Kontakt zu speichern (vCard).',
  },
  options: {
    title: 'Darstellung',
    level: 'Fehlerkorrekturstufe',
    levels: {
      L: 'L – niedrig ({{percent}} wiederherstellbar)',
      M: 'M – mittel ({{percent}} wiederherstellbar)',
      Q: 'Q – hoch ({{percent}} wiederherstellbar)',
      H: 'H – sehr hoch ({{percent}} wiederherstellbar)',
    },
    levelHint:
      'Je höher die Stufe, desto besser übersteht der Code Flecken und Knicke, desto weniger kann er aber enthalten.',
    size: 'Größe (px)',
    sizeHint: 'Seitenlänge des heruntergeladenen Bildes, von {{min}} bis {{max}} Pixel.',
    foreground: 'Farbe des Codes',
    background: 'Hintergrundfarbe',
    contrast: 'Kontrast: {{ratio}}:1',
  },
  warnings: {
    low: 'Kontrast zu gering: Dieser Code wird möglicherweise nicht erkannt. Streben Sie mindestens {{min}}:1 an, mit einem dunklen Code auf hellem Hintergrund.',
    inverted:
      'Heller Code auf dunklem Hintergrund: Viele Lesegeräte können solche invertierten Codes nicht lesen. Wählen Sie besser einen dunklen Code auf hellem Hintergrund.',
  },
  errors: {
    url: 'Geben Sie eine vollständige Adresse ein, beginnend mit https:// oder http://.',
    passwordRequired: 'Geben Sie das Netzwerkpasswort ein oder wählen Sie „Keine“ als Sicherheit.',
    nameRequired: 'Geben Sie mindestens einen Vor- oder Nachnamen ein.',
    phone: 'Geben Sie eine gültige Telefonnummer ein: Ziffern, eventuell ein + und Leerzeichen.',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.',
    size: 'Geben Sie eine ganze Zahl von {{min}} bis {{max}} Pixel ein.',
    tooLong:
      'Dieser Inhalt ist für einen QR-Code der Stufe {{level}} zu lang. Kürzen Sie ihn oder wählen Sie eine niedrigere Korrekturstufe.',
    tooLongAtLowest: 'Dieser Inhalt passt selbst in Stufe L nicht in einen QR-Code. Bitte kürzen Sie ihn.',
    render: 'Der QR-Code konnte nicht gezeichnet werden. Bitte versuchen Sie es erneut.',
    download: 'Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  },
  preview: {
    title: 'Vorschau',
    empty: 'Geben Sie einen Inhalt ein: Der QR-Code erscheint hier.',
    invalid: 'Korrigieren Sie den Inhalt, um den QR-Code zu sehen.',
    image: 'QR-Code Ihres Inhalts',
    ready: 'QR-Code bereit: Version {{version}}, Stufe {{level}}.',
    downloadPng: 'Als PNG herunterladen',
    downloadSvg: 'Als SVG herunterladen',
  },
};

export default qrCodeGeneratorDe;
