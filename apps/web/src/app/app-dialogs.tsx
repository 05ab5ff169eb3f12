import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';

import { AppDialogActionsContext, OpenAppDialogContext } from '../hooks/app-dialogs';
import type { AppDialog, AppDialogActions } from '../hooks/app-dialogs';

/** Which of the account's dialogs is open: app state, shown by AccountDialogs (hooks/app-dialogs.ts). */
export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AppDialog | null>(null);
  const actions = useMemo<AppDialogActions>(
    () => ({ openAppDialog: setOpen, closeAppDialog: () => setOpen(null) }),
    [],
  );
  return (
    <AppDialogActionsContext value={actions}>
      <OpenAppDialogContext value={open}>{children}</OpenAppDialogContext>
    </AppDialogActionsContext>
  );
}
