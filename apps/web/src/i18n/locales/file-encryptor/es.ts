import type { FileEncryptorTexts } from './fr';

/** Spanish copy of the file encryptor (see fr.ts). */
const fileEncryptorEs: FileEncryptorTexts = {
  privacy:
    'El archivo se cifra y se descifra en tu navegador: no se envían ni el archivo ni la frase de contraseña.',
  modeLegend: '¿Qué quieres hacer?',
  modeEncrypt: 'Cifrar un archivo',
  modeDecrypt: 'Descifrar un archivo .trousse',
  file: {
    encryptLabel: 'Archivo que cifrar',
    encryptHint: 'Se queda en tu dispositivo, sea cual sea su tamaño: hasta varios cientos de MB.',
    decryptLabel: 'Archivo .trousse que descifrar',
    decryptHint: 'Un archivo cifrado con esta herramienta, cuyo nombre termina en .trousse.',
    drop: 'Suelta un archivo aquí',
    choose: 'Elegir un archivo',
    chooseAnother: 'Elegir otro archivo',
    selected: 'Archivo elegido: {{name}}, {{size}}.',
    alreadyEncrypted: 'Este archivo parece estar ya cifrado con esta herramienta.',
    switchToDecrypt: 'Descifrarlo',
  },
  passphrase: {
    label: 'Frase de contraseña',
    encryptHint:
      'Al menos {{min}} caracteres. Sin ella, nadie podrá descifrar el archivo, ni siquiera nosotros: guárdala bien.',
    decryptHint: 'La que elegiste al cifrar el archivo.',
    confirm: 'Confirma la frase de contraseña',
    show: 'Mostrar lo que escribes',
  },
  submitEncrypt: 'Cifrar el archivo',
  submitDecrypt: 'Descifrar el archivo',
  progress: {
    deriving: 'Preparando la clave…',
    encrypting: 'Cifrando',
    decrypting: 'Descifrando y verificando',
    encryptStep: 'Cifrado: {{percent}}',
    decryptStep: 'Descifrado: {{percent}}',
  },
  result: {
    encrypted: 'Archivo cifrado ({{size}}). Hará falta la frase de contraseña para descifrarlo.',
    decrypted: 'Archivo descifrado y verificado ({{size}}): es idéntico al original.',
    download: 'Descargar {{name}}',
    cancelled: 'Operación cancelada: no se ha generado ningún archivo.',
  },
  fallbackName: 'archivo',
  errors: {
    noFile: 'Elige primero un archivo.',
    tooShort: 'La frase de contraseña debe tener al menos {{min}} caracteres.',
    mismatch: 'Las dos frases de contraseña no coinciden.',
    required: 'Introduce la frase de contraseña del archivo.',
    wrongPassphrase:
      'Frase de contraseña incorrecta (o el principio del archivo está dañado): no se ha descifrado nada. Compruébala e inténtalo de nuevo.',
    damaged:
      'Este archivo está dañado o ha sido modificado: no se puede descifrar y no se ha descargado nada.',
    truncated:
      'Este archivo está incompleto, cortado antes del final: no se puede descifrar y no se ha descargado nada.',
    notTrousse: 'No es un archivo .trousse: elige un archivo cifrado con esta herramienta.',
    unsupportedVersion:
      'Este archivo se cifró con una versión más reciente de Trousse. Recarga la página e inténtalo de nuevo.',
    unreadable: 'No se ha podido leer el archivo. Vuelve a elegirlo e inténtalo de nuevo.',
    failed: 'La operación ha fallado en este navegador. Inténtalo de nuevo o usa un navegador actualizado.',
  },
};

export default fileEncryptorEs;
