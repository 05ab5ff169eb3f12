/**
 * The app's notices, shown by sonner — loaded after the first screen rather than with it (its
 * code is a tenth of what the dashboard would otherwise load first). A notice asked for before
 * the library and its <Toaster> are there waits for both, then shows, in the order asked.
 */
import type * as sonnerModule from 'sonner';

type Sonner = typeof sonnerModule;

let markMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

/** Starts loading sonner (once); the lazy toaster and every notice share it. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/** Called by the toaster once mounted: from then on a notice has somewhere to show. */
export function onToasterMounted(): void {
  markMounted();
}

function whenReady(show: (toast: Sonner['toast']) => void): void {
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => show(toast));
}

export const toast = {
  success: (message: string) => whenReady((show) => show.success(message)),
  error: (message: string) => whenReady((show) => show.error(message)),
  /** Removes every notice on screen. */
  dismiss: () => whenReady((show) => show.dismiss()),
};
