import type { QuickNotesTexts } from './fr';

/** English copy of the quick notes (see fr.ts). */
const quickNotesEn: QuickNotesTexts = {
  description:
    'Take plain-text notes: they are saved to your account as you type and follow you on all your devices.',
  newNote: 'New note',
  listTitle: 'Your notes',
  searchLabel: 'Search your notes',
  searchHint: 'Notes containing every word typed, in the title or the text.',
  empty: 'No notes yet. Create one with “New note”.',
  noResults: 'No note contains these words.',
  resultCount_one: '{{value}} note',
  resultCount_many: '{{value}} notes',
  resultCount_other: '{{value}} notes',
  untitled: 'Untitled',
  updatedAt: 'Edited on {{date}}',
  loadError: 'Your notes could not be loaded.',
  noteLoadError: 'This note could not be loaded.',
  noteGone: 'This note no longer exists: it may have been deleted on another device.',
  noSelection: 'Choose a note in the list, or create a new one.',
  editorTitle: 'Selected note',
  titleLabel: 'Title',
  titlePlaceholder: 'Untitled',
  bodyLabel: 'Note text',
  bodyHint: 'Your changes are saved automatically.',
  characterCount: '{{value}} / {{max}} characters',
  delete: 'Delete',
  deleteTitle: 'Delete this note?',
  deleteBody: '“{{title}}” will be deleted from all your devices. This cannot be undone.',
  cancel: 'Cancel',
  confirmDelete: 'Delete the note',
  deleted: 'Note deleted.',
  conflictCopy: '{{title}} (conflict copy)',
  errors: {
    limitReached: 'You have reached the limit of {{max}} notes. Delete one to create a new one.',
    notFound: 'This note was deleted on another device: your last change could not be saved.',
    saveFailed: 'Your change could not be saved.',
  },
};

export default quickNotesEn;
