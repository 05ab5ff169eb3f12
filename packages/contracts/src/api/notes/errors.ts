import { NOTES_MAX } from '../../personal-tools';
import { errorEntries } from '../endpoint';

/**
 * What the notes' calls refuse with, besides the errors every call shares and those of the
 * synced tools (`syncedErrors`: a version conflict, an item that is not there).
 */
export const notesErrors = errorEntries({
  /** NOTES_MAX notes per account, counted in SQL under a lock per account (decision 026). */
  limitReached: {
    status: 422,
    code: 'NOTES_LIMIT_REACHED',
    message: `Vous avez atteint la limite de ${NOTES_MAX} notes. Supprimez-en une pour en créer une nouvelle.`,
  },
});
