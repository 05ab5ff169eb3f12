import type { QrCodeGeneratorTexts } from './fr';

/** English copy of the QR code generator (see fr.ts). */
const qrCodeGeneratorEn: QrCodeGeneratorTexts = {
  privacy: 'The QR code is made in your browser: nothing you type is sent.',
  kinds: {
    label: 'Type of content',
    text: 'Text',
    url: 'Link',
    wifi: 'Wi-Fi network',
    contact: 'Contact',
  },
  text: {
    label: 'Text to encode',
  },
  url: {
    label: 'Web address',
    hint: 'A full address, starting with https:// or http://.',
  },
  wifi: {
    ssid: 'Network name (SSID)',
    security: 'Security',
    securities: {
      WPA: 'WPA, WPA2 or WPA3',
      WEP: 'WEP',
      nopass: 'None (open network)',
    },
    password: 'Network password',
    hidden: 'Hidden network',
    hint: 'Once scanned, the code offers to join this network.',
  },
  contact: {
    givenName: 'First name',
    familyName: 'Last name',
    phone: 'Phone',
    email: 'Email address',
    organisation: 'Organisation',
    hint: 'Once scanned, the code offers to save this contact (vCard).',
  },
  options: {
    title: 'Appearance',
    level: 'Error correction level',
    levels: {
      L: 'L – low ({{percent}} recoverable)',
      M: 'M – medium ({{percent}} recoverable)',
      Q: 'Q – high ({{percent}} recoverable)',
      H: 'H – highest ({{percent}} recoverable)',
    },
    levelHint:
      'The higher the level, the better the code survives stains and folds, but the less it can hold.',
    size: 'Size (px)',
    sizeHint: 'Side of the downloaded image, from {{min}} to {{max}} pixels.',
    foreground: 'Code colour',
    background: 'Background colour',
    contrast: 'Contrast: {{ratio}}:1',
  },
  warnings: {
    low: 'Contrast too low: this code may not scan. Aim for at least {{min}}:1, with a dark code on a light background.',
    inverted:
      'Light code on a dark background: many readers cannot read such inverted codes. Prefer a dark code on a light background.',
  },
  errors: {
    url: 'Enter a full address, starting with https:// or http://.',
    passwordRequired: 'Enter the network password, or choose “None” as the security.',
    nameRequired: 'Enter at least a first name or a last name.',
    phone: 'Enter a valid phone number: digits, possibly a + and spaces.',
    email: 'Enter a valid email address, such as name@example.com.',
    size: 'Enter a whole size, from {{min}} to {{max}} pixels.',
    tooLong:
      'This content is too long for a QR code at level {{level}}. Shorten it or choose a lower correction level.',
    tooLongAtLowest: 'This content is too long to fit in a QR code, even at level L. Shorten it.',
    render: 'The QR code could not be drawn. Please try again.',
    download: 'The file could not be created. Please try again.',
  },
  preview: {
    title: 'Preview',
    empty: 'Enter some content: the QR code appears here.',
    invalid: 'Correct the content to see the QR code.',
    image: 'QR code of your content',
    ready: 'QR code ready: version {{version}}, level {{level}}.',
    downloadPng: 'Download as PNG',
    downloadSvg: 'Download as SVG',
  },
};

export default qrCodeGeneratorEn;
