import { messagesFrSupport } from '../../messages-fr-support';
import { errorEntries } from '../endpoint';

/** What the support form's calls refuse with, besides the errors every call shares. */
export const supportErrors = errorEntries({
  /** Four messages per e-mail address in 24 hours (part 2 §5). */
  limitReached: { status: 429, code: 'SUPPORT_LIMIT_REACHED', message: messagesFrSupport.limitReached },
});
