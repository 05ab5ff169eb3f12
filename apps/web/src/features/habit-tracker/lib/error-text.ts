import { habitsErrors } from '@trousse/contracts/api/habits/errors';
import { syncedErrors } from '@trousse/contracts/api/synced-errors';
import { HABIT_CHECK_PAST_DAYS, HABITS_MAX } from '@trousse/contracts/personal-tools';
import type { TFunction } from 'i18next';

import { isApiError } from '../../../lib/api-client';
import { errorTextOrStatus } from '../../../lib/error-message';

/** What to say of a refused change: the group's own codes in the section, with their figures. */
export function habitErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    switch (error.code) {
      case habitsErrors.limitReached.code:
        return t('habitTracker.errors.limitReached', { max: HABITS_MAX });
      case habitsErrors.dayOutOfRange.code:
        return t('habitTracker.errors.dayOutOfRange', { days: HABIT_CHECK_PAST_DAYS });
      case syncedErrors.itemNotFound.code:
        return t('habitTracker.errors.notFound');
    }
  }
  return errorTextOrStatus(error, t);
}
