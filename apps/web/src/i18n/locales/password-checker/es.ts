import type { PasswordCheckerTexts } from './fr';

/** Spanish copy of the password checker (see fr.ts). */
const passwordCheckerEs: PasswordCheckerTexts = {
  privacy: 'Tu contraseña se comprueba en tu navegador: no se envía ni se guarda.',
  label: 'Contraseña que comprobar',
  hint: '{{max}} caracteres como máximo.',
  show: 'Mostrar la contraseña',
  resultTitle: 'Solidez',
  empty: 'Escribe una contraseña: su solidez aparece aquí.',
  checking: 'Estimando…',
  verdict: 'Solidez estimada: {{level}}.',
  loadError: 'No se ha podido cargar el estimador. Comprueba tu conexión y vuelve a intentarlo.',
};

export default passwordCheckerEs;
