import { errorEntries } from '../endpoint';
import { TODO_ITEMS_PER_LIST_MAX, TODO_LISTS_MAX } from '../../personal-tools';

/**
 * What the to-do list's calls refuse with, besides the errors every call shares and those of the
 * tools that keep an account's data (`syncedErrors`: 409 and 404).
 */
export const todoErrors = errorEntries({
  /** TODO_LISTS_MAX lists per account, counted in SQL under a lock per account. */
  listLimitReached: {
    status: 422,
    code: 'TODO_LIST_LIMIT_REACHED',
    message: `Vous avez atteint la limite de ${TODO_LISTS_MAX} listes.`,
  },
  /** TODO_ITEMS_PER_LIST_MAX items per list, counted likewise. */
  itemLimitReached: {
    status: 422,
    code: 'TODO_ITEM_LIMIT_REACHED',
    message: `Cette liste a atteint la limite de ${TODO_ITEMS_PER_LIST_MAX} tâches.`,
  },
});
