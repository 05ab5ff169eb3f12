import type { QrCodeGeneratorTexts } from './fr';

/** Spanish copy of the QR code generator (see fr.ts). */
const qrCodeGeneratorEs: QrCodeGeneratorTexts = {
  privacy: 'El código QR se crea en tu navegador: no se envía nada de lo que escribes.',
  kinds: {
    label: 'Tipo de contenido',
    text: 'Texto',
    url: 'Enlace',
    wifi: 'Red wifi',
    contact: 'Contacto',
  },
  text: {
    label: 'Texto que codificar',
  },
  url: {
    label: 'Dirección web',
    hint: 'Dirección completa, que empiece por https:// o http://.',
  },
  wifi: {
    ssid: 'Nombre de la red (SSID)',
    security: 'Seguridad',
    securities: {
      WPA: 'WPA, WPA2 o WPA3',
      WEP: 'WEP',
      nopass: 'Ninguna (red abierta)',
    },
    password: 'Contraseña de la red',
    hidden: 'Red oculta',
    hint: 'Al escanearlo, el código propone conectarse a esta red.',
  },
  contact: {
    givenName: 'Nombre',
    familyName: 'Apellidos',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    organisation: 'Organización',
    hint: 'Al escanearlo, el código propone guardar este contacto (vCard).',
  },
  options: {
    title: 'Apariencia',
    level: 'Nivel de corrección de errores',
    levels: {
      L: 'L – bajo ({{percent}} recuperable)',
      M: 'M – medio ({{percent}} recuperable)',
      Q: 'Q – alto ({{percent}} recuperable)',
      H: 'H – máximo ({{percent}} recuperable)',
    },
    levelHint:
      'Cuanto más alto es el nivel, mejor resiste el código las manchas y los pliegues, pero menos puede contener.',
    size: 'Tamaño (px)',
    sizeHint: 'Lado de la imagen descargada, de {{min}} a {{max}} píxeles.',
    foreground: 'Color del código',
    background: 'Color del fondo',
    contrast: 'Contraste: {{ratio}}:1',
  },
  warnings: {
    low: 'Contraste demasiado bajo: puede que este código no se lea. Intenta llegar al menos a {{min}}:1, con un código oscuro sobre fondo claro.',
    inverted:
      'Código claro sobre fondo oscuro: muchos lectores no saben leer estos códigos invertidos. Mejor un código oscuro sobre fondo claro.',
  },
  errors: {
    url: 'Introduce una dirección completa, que empiece por https:// o http://.',
    passwordRequired: 'Introduce la contraseña de la red, o elige «Ninguna» como seguridad.',
    nameRequired: 'Introduce al menos un nombre o unos apellidos.',
    phone: 'Introduce un número de teléfono válido: cifras y, si quieres, un + y espacios.',
    email: 'Introduce un correo electrónico válido, como nombre@ejemplo.es.',
    size: 'Introduce un tamaño entero, de {{min}} a {{max}} píxeles.',
    tooLong:
      'Este contenido es demasiado largo para un código QR de nivel {{level}}. Acórtalo o elige un nivel de corrección más bajo.',
    tooLongAtLowest:
      'Este contenido es demasiado largo para caber en un código QR, incluso en el nivel L. Acórtalo.',
    render: 'No se ha podido dibujar el código QR. Inténtalo de nuevo.',
    download: 'No se ha podido crear el archivo. Inténtalo de nuevo.',
  },
  preview: {
    title: 'Vista previa',
    empty: 'Escribe un contenido: el código QR aparece aquí.',
    invalid: 'Corrige el contenido para ver el código QR.',
    image: 'Código QR de tu contenido',
    ready: 'Código QR listo: versión {{version}}, nivel {{level}}.',
    downloadPng: 'Descargar en PNG',
    downloadSvg: 'Descargar en SVG',
  },
};

export default qrCodeGeneratorEs;
