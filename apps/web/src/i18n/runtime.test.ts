import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '../test/memory-storage';
import { LANGUAGE_STORAGE_KEY } from './start-language';

/**
 * The runtime chooses its language when it is first imported: each test stubs the browser
 * (storage, languages, <html>) and then imports a fresh copy of the module.
 */
async function startRuntime({ stored, browser }: { stored?: string; browser: string[] }) {
  const storage = memoryStorage();
  if (stored !== undefined) storage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(stored));
  const html = { lang: 'fr' };
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('navigator', { languages: browser, language: browser[0] });
  vi.stubGlobal('document', { documentElement: html });
  vi.resetModules();
  // Nothing else awaited here: the test sees the runtime as the first render does.
  const runtime = await import('./index');
  return { ...runtime, storage, html };
}

/** Lets the dynamic import of a catalogue and the switch settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the i18n runtime', () => {
  it("starts in the browser's language, once its catalogue (and only that one) is in", async () => {
    const { i18n, currentLanguage, html, languageReady } = await startRuntime({ browser: ['de-DE', 'en'] });
    expect(currentLanguage()).toBe('de');
    expect(html.lang).toBe('de');
    await languageReady;
    expect(i18n.t('footer.language')).toBe('Sprache');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it("prefers the visitor's stored choice, and starts in French without one", async () => {
    const stored = await startRuntime({ stored: 'es', browser: ['de'] });
    await stored.languageReady;
    expect(stored.currentLanguage()).toBe('es');

    const french = await startRuntime({ browser: ['it-IT'] });
    await french.languageReady;
    expect(french.currentLanguage()).toBe('fr');
    expect(french.i18n.t('footer.language')).toBe('Langue');
    expect(french.i18n.hasResourceBundle('it', 'translation')).toBe(false);
  });

  it('changes language on demand and remembers the choice', async () => {
    const { changeLanguage, currentLanguage, storage, html } = await startRuntime({ browser: ['fr-FR'] });
    await changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(html.lang).toBe('en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"en"');
    await changeLanguage('fr');
    expect(html.lang).toBe('fr');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"fr"');
  });

  it('lets the last of two quick choices win', async () => {
    const { changeLanguage, currentLanguage, storage } = await startRuntime({ browser: ['fr'] });
    await Promise.all([changeLanguage('de'), changeLanguage('es')]);
    expect(currentLanguage()).toBe('es');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"es"');
  });

  it('tells the listeners of a choice, even when one of them fails', async () => {
    const { currentLanguage } = await startRuntime({ browser: ['fr'] });
    const { chooseLanguage, onLanguageChosen } = await import('./language-chooser');
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    onLanguageChosen(() => {
      throw new Error('offline');
    });
    onLanguageChosen(() => Promise.reject(new Error('offline')));
    const stop = onLanguageChosen((language) => void seen.push(language));

    await chooseLanguage('de');
    expect(currentLanguage()).toBe('de');
    stop();
    await chooseLanguage('en');
    await settle();
    expect(seen).toEqual(['de']);
    expect(failure).toHaveBeenCalledTimes(4);
  });
});
