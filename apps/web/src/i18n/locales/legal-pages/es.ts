import type { LegalPagesTexts } from './fr';

/** Spanish words around the legal pages, whose texts stay in French (see fr.ts). */
const legalPagesEs: LegalPagesTexts = {
  back: 'Volver',
  updated: 'Última actualización: {{date}}',
  support: 'Ir al soporte →',
  frenchNotice:
    'Este texto solo está disponible en francés; la versión francesa que aparece a continuación es la única que tiene validez.',
  contents: 'Índice',
  anchor: 'Enlace a la sección «{{title}}»',
  loadError: 'No se ha podido cargar esta página.',
};

export default legalPagesEs;
