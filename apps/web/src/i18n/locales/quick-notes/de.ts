import type { QuickNotesTexts } from './fr';

/** German copy of the quick notes (see fr.ts). */
const quickNotesDe: QuickNotesTexts = {
  description:
    'Machen Sie Notizen als reinen Text: Sie werden beim Tippen in Ihrem Konto gespeichert und begleiten Sie auf all Ihren Geräten.',
  newNote: 'Neue Notiz',
  listTitle: 'Ihre Notizen',
  searchLabel: 'Notizen durchsuchen',
  searchHint: 'Notizen, die alle eingegebenen Wörter im Titel oder im Text enthalten.',
  empty: 'Noch keine Notizen. Erstellen Sie eine mit „Neue Notiz“.',
  noResults: 'Keine Notiz enthält diese Wörter.',
  resultCount_one: '{{value}} Notiz',
  resultCount_many: '{{value}} Notizen',
  resultCount_other: '{{value}} Notizen',
  untitled: 'Ohne Titel',
  updatedAt: 'Geändert am {{date}}',
  loadError: 'Ihre Notizen konnten nicht geladen werden.',
  noteLoadError: 'Diese Notiz konnte nicht geladen werden.',
  noteGone: 'Diese Notiz existiert nicht mehr: Sie wurde vielleicht auf einem anderen Gerät gelöscht.',
  noSelection: 'Wählen Sie eine Notiz in der Liste aus oder erstellen Sie eine neue.',
  editorTitle: 'Ausgewählte Notiz',
  titleLabel: 'Titel',
  titlePlaceholder: 'Ohne Titel',
  bodyLabel: 'Text der Notiz',
  bodyHint: 'Ihre Änderungen werden automatisch gespeichert.',
  characterCount: '{{value}} / {{max}} Zeichen',
  delete: 'Löschen',
  deleteTitle: 'Diese Notiz löschen?',
  deleteBody: '„{{title}}“ wird auf all Ihren Geräten gelöscht. Dies kann nicht rückgängig gemacht werden.',
  cancel: 'Abbrechen',
  confirmDelete: 'Notiz löschen',
  deleted: 'Notiz gelöscht.',
  conflictCopy: '{{title}} (Konfliktkopie)',
  errors: {
    limitReached:
      'Sie haben das Limit von {{max}} Notizen erreicht. Löschen Sie eine, um eine neue zu erstellen.',
    notFound:
      'Diese Notiz wurde auf einem anderen Gerät gelöscht: Ihre letzte Änderung konnte nicht gespeichert werden.',
    saveFailed: 'Ihre Änderung konnte nicht gespeichert werden.',
  },
};

export default quickNotesDe;
