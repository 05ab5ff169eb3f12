import type { GroupDocs } from '../endpoint';
import type { notesEndpoints } from './endpoints';

export const notesDocs = {
  list: {
    errors: [400, 401],
    tag: 'notes',
    summary:
      'Les notes du compte, la dernière modifiée en premier (début du texte seulement), filtrées par mots',
  },
  get: { errors: [400, 401, 404], tag: 'notes', summary: 'Une note entière' },
  create: {
    errors: [400, 401, 404, 422],
    tag: 'notes',
    summary: 'Crée une note (identifiant choisi par le client : un second envoi rend la même)',
  },
  update: {
    errors: [400, 401, 404, 409],
    tag: 'notes',
    summary: 'Remplace le titre et le texte d’une note, depuis la version indiquée (409 sinon)',
  },
  remove: {
    errors: [400, 401],
    tag: 'notes',
    summary: 'Supprime une note (réussit aussi quand elle n’existe plus)',
  },
} satisfies GroupDocs<typeof notesEndpoints>;
