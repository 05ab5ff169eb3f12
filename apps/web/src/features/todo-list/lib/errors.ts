import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { todoErrors } from '@trousse/contracts/api/todo/errors';
import type { OwnCodes } from '../../../lib/error-message';

/** The texts of the codes the to-do list's calls answer with (its section's). */
export const todoOwnCodes: OwnCodes = {
  [todoErrors.listLimitReached.code]: 'todoList.errors.listLimitReached',
  [todoErrors.itemLimitReached.code]: 'todoList.errors.itemLimitReached',
  [syncedErrors.itemNotFound.code]: 'todoList.errors.itemNotFound',
  [syncedErrors.versionConflict.code]: 'todoList.errors.versionConflict',
};
