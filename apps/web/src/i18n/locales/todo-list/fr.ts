/**
 * French copy of the to-do list (/app/todo-list). Read as `t('todoList.…')`; the limits' figures
 * come from packages/contracts/src/personal-tools.ts as `{{max}}`.
 */
const todoListFr = {
  description:
    'Organisez vos tâches en listes, cochez-les au fil de la journée et retrouvez-les sur tous vos appareils, même après une coupure de connexion.',
  listsTitle: 'Mes listes',
  listsLabel: 'Vos listes',
  listProgress: '{{done}}/{{total}}',
  listProgressLabel_one: '{{done}} tâche faite sur {{count}}',
  listProgressLabel_many: '{{done}} tâches faites sur {{count}}',
  listProgressLabel_other: '{{done}} tâches faites sur {{count}}',
  noLists: 'Aucune liste pour le moment : créez-en une pour commencer.',
  newListLabel: 'Nouvelle liste',
  newListPlaceholder: 'Ex. : Courses, Travail…',
  createList: 'Créer la liste',
  rename: 'Renommer',
  renameLabel: 'Titre de la liste',
  save: 'Enregistrer',
  cancel: 'Annuler',
  deleteList: 'Supprimer la liste',
  deleteListTitle: 'Supprimer la liste « {{title}} » ?',
  deleteListBodyEmpty: 'Cette action est définitive.',
  deleteListBody_one: 'Sa tâche sera supprimée elle aussi. Cette action est définitive.',
  deleteListBody_many: 'Ses {{count}} de tâches seront supprimées elles aussi. Cette action est définitive.',
  deleteListBody_other: 'Ses {{count}} tâches seront supprimées elles aussi. Cette action est définitive.',
  confirmDelete: 'Supprimer',
  itemsLabel: 'Tâches de « {{title}} »',
  newItemLabel: 'Nouvelle tâche',
  newItemHint: "Appuyez sur Entrée pour l'ajouter.",
  dueDateLabel: 'Échéance (facultative)',
  addItem: 'Ajouter',
  emptyList: 'Aucune tâche à faire dans cette liste.',
  allDone: 'Tout est fait : bravo !',
  due: 'Échéance : {{date}}',
  edit: 'Modifier',
  editAria: 'Modifier « {{text}} »',
  editTextLabel: 'Texte de la tâche',
  editDueLabel: 'Échéance',
  deleteItem: 'Supprimer',
  deleteItemAria: 'Supprimer « {{text}} »',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  moveUpAria: 'Monter « {{text}} »',
  moveDownAria: 'Descendre « {{text}} »',
  moveHint: 'Astuce : Alt + Flèche vers le haut ou vers le bas déplace la tâche active.',
  moved: 'Déplacé en position {{position}} sur {{total}}',
  doneSection: 'Terminées ({{count}})',
  loadError: 'Impossible de charger vos listes.',
  itemsError: 'Impossible de charger les tâches de cette liste.',
  retry: 'Réessayer',
  loading: 'Chargement de vos listes…',
  conflictOverridden:
    'Cet élément avait aussi été modifié sur un autre appareil : votre modification, plus récente, a été retenue.',
  notSaved: 'Modification non enregistrée : {{reason}}',
  errors: {
    listLimitReached: 'Vous avez atteint la limite de {{max}} listes.',
    itemLimitReached: 'Cette liste a atteint la limite de {{max}} tâches.',
    itemNotFound: 'Cet élément a été supprimé entre-temps, sur un autre appareil.',
    versionConflict: 'Cet élément a été modifié entre-temps sur un autre appareil.',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** The shape of the other languages' copies. */
export type TodoListTexts = Widen<typeof todoListFr>;

declare module '../../registry' {
  interface SectionTexts {
    todoList: TodoListTexts;
  }
}

export default todoListFr;
