import { createContext, use } from 'react';

/**
 * The account's dialogs: one feature opens them (the account menu, the bell), another owns them
 * (billing, settings, alerts), and src/app holds which one is open (app/app-dialogs.tsx) and
 * places it. Features reach them through these hooks, so none imports another.
 */
export type AppDialog = 'subscription' | 'settings' | 'alerts';

export interface AppDialogActions {
  openAppDialog: (dialog: AppDialog) => void;
  closeAppDialog: () => void;
}

export const OpenAppDialogContext = createContext<AppDialog | null>(null);

// Apart from the open dialog: the buttons that only open or close do not re-render on each change.
export const AppDialogActionsContext = createContext<AppDialogActions | null>(null);

const noDialogs: AppDialogActions = { openAppDialog: () => {}, closeAppDialog: () => {} };

/** The dialog open now, if any. */
export function useOpenAppDialog(): AppDialog | null {
  return use(OpenAppDialogContext);
}

/** Opens and closes the account's dialogs; does nothing outside the app's provider (isolated tests). */
export function useAppDialogActions(): AppDialogActions {
  return use(AppDialogActionsContext) ?? noDialogs;
}
