import { todoErrors } from '@trousse/contracts/api/todo/errors';
import { TODO_ITEMS_PER_LIST_MAX, TODO_LISTS_MAX } from '@trousse/contracts/personal-tools';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { todoOwnCodes } from '../lib/errors';

/** Shows why the server refused a change (a limit, an item gone): it left the outbox. */
export function useDroppedNotice() {
  const { t } = useTranslation();
  return useCallback(
    (error: ApiError) => {
      const reason =
        error.code === todoErrors.listLimitReached.code
          ? t('todoList.errors.listLimitReached', { max: TODO_LISTS_MAX })
          : error.code === todoErrors.itemLimitReached.code
            ? t('todoList.errors.itemLimitReached', { max: TODO_ITEMS_PER_LIST_MAX })
            : errorText(error, t, t('messages.genericError'), todoOwnCodes);
      toast.error(t('todoList.notSaved', { reason }));
    },
    [t],
  );
}
