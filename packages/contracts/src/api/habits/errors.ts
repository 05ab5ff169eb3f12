import { HABIT_CHECK_PAST_DAYS, HABITS_MAX } from '../../personal-tools';
import { errorEntries } from '../endpoint';

/**
 * What the habit tracker's calls refuse with, besides the errors every call shares and those of
 * the tools that keep an account's data (`syncedErrors`: 409 on a stale version, 404).
 */
export const habitsErrors = errorEntries({
  /** HABITS_MAX per account, counted in SQL under a lock per account. */
  limitReached: {
    status: 422,
    code: 'HABITS_LIMIT_REACHED',
    message: `Vous avez atteint la limite de ${HABITS_MAX} habitudes.`,
  },
  /** A check for a day before today − HABIT_CHECK_PAST_DAYS, or after today, in the person's zone. */
  dayOutOfRange: {
    status: 400,
    code: 'HABIT_DAY_OUT_OF_RANGE',
    message: `Vous ne pouvez cocher qu'aujourd'hui et les ${HABIT_CHECK_PAST_DAYS} jours précédents.`,
  },
});
