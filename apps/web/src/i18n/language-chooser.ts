import { changeLanguage, useLanguage, type Language } from './index';

/** Called after a visitor chose a language in the app (not when it starts in one). */
export type LanguageChosenListener = (language: Language) => void | Promise<void>;

const listeners = new Set<LanguageChosenListener>();

/**
 * Subscribes to the visitor's explicit language choices, e.g. to also save them on the
 * signed-in account. Returns the unsubscribe function.
 */
export function onLanguageChosen(listener: LanguageChosenListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function reportListenerFailure(error: unknown) {
  // A listener's failure (e.g. the account could not be saved) is its own to show; it must
  // neither undo the switch nor keep the other listeners from running.
  console.error('A language choice listener failed', error);
}

function notifyLanguageChosen(language: Language) {
  for (const listener of [...listeners]) {
    try {
      Promise.resolve(listener(language)).catch(reportListenerFailure);
    } catch (error) {
      reportListenerFailure(error);
    }
  }
}

/**
 * A visitor's choice: switches the app (see `changeLanguage`), then tells every
 * `onLanguageChosen` listener. Rejects, without telling them, when the language could not be
 * loaded.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  notifyLanguageChosen(language);
}

/** What a language chooser needs: the current language, and `choose` (`chooseLanguage`). */
export function useLanguageChooser(): { language: Language; choose: (language: Language) => Promise<void> } {
  return { language: useLanguage(), choose: chooseLanguage };
}
