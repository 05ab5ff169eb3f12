import type { QuickNotesTexts } from './fr';

/** Spanish copy of the quick notes (see fr.ts). */
const quickNotesEs: QuickNotesTexts = {
  description:
    'Toma notas en texto plano: se guardan en tu cuenta mientras escribes y te acompañan en todos tus dispositivos.',
  newNote: 'Nueva nota',
  listTitle: 'Tus notas',
  searchLabel: 'Buscar en las notas',
  searchHint: 'Las notas que contienen todas las palabras escritas, en el título o el texto.',
  empty: 'Aún no hay notas. Crea una con «Nueva nota».',
  noResults: 'Ninguna nota contiene estas palabras.',
  resultCount_one: '{{value}} nota',
  resultCount_many: '{{value}} notas',
  resultCount_other: '{{value}} notas',
  untitled: 'Sin título',
  updatedAt: 'Modificada el {{date}}',
  loadError: 'No se han podido cargar tus notas.',
  noteLoadError: 'No se ha podido cargar esta nota.',
  noteGone: 'Esta nota ya no existe: quizá se eliminó en otro dispositivo.',
  noSelection: 'Elige una nota de la lista o crea una nueva.',
  editorTitle: 'Nota seleccionada',
  titleLabel: 'Título',
  titlePlaceholder: 'Sin título',
  bodyLabel: 'Texto de la nota',
  bodyHint: 'Tus cambios se guardan automáticamente.',
  characterCount: '{{value}} / {{max}} caracteres',
  delete: 'Eliminar',
  deleteTitle: '¿Eliminar esta nota?',
  deleteBody: '«{{title}}» se eliminará de todos tus dispositivos. Esta acción es definitiva.',
  cancel: 'Cancelar',
  confirmDelete: 'Eliminar la nota',
  deleted: 'Nota eliminada.',
  conflictCopy: '{{title}} (copia de conflicto)',
  errors: {
    limitReached: 'Has alcanzado el límite de {{max}} notas. Elimina una para crear otra.',
    notFound: 'Esta nota se eliminó en otro dispositivo: tu último cambio no se ha podido guardar.',
    saveFailed: 'Tu cambio no se ha podido guardar.',
  },
};

export default quickNotesEs;
