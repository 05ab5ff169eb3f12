/**
 * French copy of the quick notes (/app/quick-notes). Read as `t('quickNotes.…')`; whether the
 * changes reached the server is said by the synced tools' shared texts (`synced`).
 */
const quickNotesFr = {
  description:
    'Prenez des notes en texte brut : elles sont enregistrées dans votre compte au fil de la frappe et vous suivent sur tous vos appareils.',
  newNote: 'Nouvelle note',
  listTitle: 'Vos notes',
  searchLabel: 'Rechercher dans les notes',
  searchHint: 'Les notes contenant tous les mots saisis, dans le titre ou le texte.',
  empty: "Aucune note pour l'instant. Créez-en une avec « Nouvelle note ».",
  noResults: 'Aucune note ne contient ces mots.',
  resultCount_one: '{{value}} note',
  resultCount_many: '{{value}} de notes',
  resultCount_other: '{{value}} notes',
  untitled: 'Sans titre',
  updatedAt: 'Modifiée le {{date}}',
  loadError: 'Impossible de charger vos notes.',
  noteLoadError: 'Impossible de charger cette note.',
  noteGone: "Cette note n'existe plus : elle a peut-être été supprimée sur un autre appareil.",
  noSelection: 'Choisissez une note dans la liste, ou créez-en une nouvelle.',
  editorTitle: 'Note sélectionnée',
  titleLabel: 'Titre',
  titlePlaceholder: 'Sans titre',
  bodyLabel: 'Texte de la note',
  bodyHint: 'Vos modifications sont enregistrées automatiquement.',
  characterCount: '{{value}} / {{max}} caractères',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer cette note ?',
  deleteBody: '« {{title}} » sera supprimée de tous vos appareils. Cette action est définitive.',
  cancel: 'Annuler',
  confirmDelete: 'Supprimer la note',
  deleted: 'Note supprimée.',
  conflictCopy: '{{title}} (copie de conflit)',
  errors: {
    limitReached:
      'Vous avez atteint la limite de {{max}} notes. Supprimez-en une pour en créer une nouvelle.',
    notFound:
      "Cette note a été supprimée sur un autre appareil : votre dernière modification n'a pas pu être enregistrée.",
    saveFailed: "Votre modification n'a pas pu être enregistrée.",
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type QuickNotesTexts = Widen<typeof quickNotesFr>;

declare module '../../registry' {
  interface SectionTexts {
    quickNotes: QuickNotesTexts;
  }
}

export default quickNotesFr;
