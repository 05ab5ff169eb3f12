import { GENERATOR_MODES, type GeneratorMode } from '@trousse/contracts/generator-rules';

import type { Parser } from '../../../lib/storage';
import {
  capitalizations,
  clampLength,
  clampWords,
  classOptions,
  COUNT_MAX,
  defaultGeneratorOptions,
  defaultPassphraseOptions,
  filterOptions,
  separatorNames,
  type GeneratorOptions,
  type PassphraseOptions,
} from './options';

/** Where the browser keeps the generator's last settings (both modes' options). */
export const SETTINGS_KEY = 'trousse.generator';

/** What the generator remembers per browser: the mode, how many at once, each mode's options. */
export interface GeneratorSettings {
  mode: GeneratorMode;
  count: number;
  password: GeneratorOptions;
  passphrase: PassphraseOptions;
}

export const defaultSettings: GeneratorSettings = {
  mode: 'password',
  count: 1,
  password: defaultGeneratorOptions,
  passphrase: defaultPassphraseOptions,
};

type Stored = Record<string, unknown>;
const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const whole = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

function parsePassword(value: unknown): GeneratorOptions {
  const stored = isRecord(value) ? value : {};
  const options: GeneratorOptions = { ...defaultGeneratorOptions, length: clampLength(whole(stored.length)) };
  for (const option of [...classOptions, ...filterOptions])
    options[option] = bool(stored[option], defaultGeneratorOptions[option]);
  return options;
}

function parsePassphrase(value: unknown): PassphraseOptions {
  const stored = isRecord(value) ? value : {};
  return {
    words: clampWords(whole(stored.words)),
    separator: oneOf(separatorNames, stored.separator, defaultPassphraseOptions.separator),
    capitalization: oneOf(capitalizations, stored.capitalization, defaultPassphraseOptions.capitalization),
    digit: bool(stored.digit, defaultPassphraseOptions.digit),
  };
}

/**
 * Reads the stored settings, keeping each part that is still valid and taking the defaults for
 * the rest (a value out of range is brought back into it). A combination the rules refuse (no
 * character class) is kept: the form says what is wrong, as it did when it was chosen.
 */
export const parseSettings: Parser<GeneratorSettings> = (value) => {
  if (!isRecord(value)) return undefined;
  const count = whole(value.count);
  return {
    mode: oneOf(GENERATOR_MODES, value.mode, defaultSettings.mode),
    count: Number.isInteger(count) ? Math.min(COUNT_MAX, Math.max(1, count)) : defaultSettings.count,
    password: parsePassword(value.password),
    passphrase: parsePassphrase(value.passphrase),
  };
};

/** Whether the settings are still the defaults (then the rules need not load: they hold). */
export function isDefault(settings: GeneratorSettings): boolean {
  return JSON.stringify(settings) === JSON.stringify(defaultSettings);
}

/** Ctrl+Enter, and Cmd+Enter on Apple keyboards: generate from anywhere on the page. */
export function isGenerateShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key === 'Enter';
}
