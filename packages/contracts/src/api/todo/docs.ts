import type { GroupDocs } from '../endpoint';
import type { todoEndpoints } from './endpoints';

export const todoDocs = {
  lists: {
    errors: [401],
    tag: 'todo',
    summary: 'Les listes de tâches du compte, avec leur nombre de tâches et de tâches faites',
  },
  createList: {
    errors: [400, 401, 404, 422],
    tag: 'todo',
    summary:
      'Crée une liste (son identifiant est celui du client ; renvoyée telle quelle si elle existe déjà)',
  },
  updateList: {
    errors: [400, 401, 404, 409],
    tag: 'todo',
    summary: 'Renomme ou déplace une liste, sur la version dont le client est parti (409 sinon)',
  },
  deleteList: { errors: [400, 401], tag: 'todo', summary: 'Supprime une liste et ses tâches' },
  items: { errors: [400, 401, 404], tag: 'todo', summary: 'Les tâches d’une liste, dans leur ordre' },
  createItem: {
    errors: [400, 401, 404, 422],
    tag: 'todo',
    summary: 'Ajoute une tâche à une liste (son identifiant est celui du client)',
  },
  updateItem: {
    errors: [400, 401, 404, 409],
    tag: 'todo',
    summary: 'Modifie une tâche, sur la version dont le client est parti (409 sinon)',
  },
  deleteItem: { errors: [400, 401], tag: 'todo', summary: 'Supprime une tâche' },
} satisfies GroupDocs<typeof todoEndpoints>;
