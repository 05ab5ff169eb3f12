import { describe, expect, it } from 'vitest';

import { defaultSettings, isDefault, isGenerateShortcut, parseSettings } from './settings';

describe('the generator settings remembered by the browser', () => {
  it('keep both modes, how many and the mode', () => {
    const settings = {
      mode: 'passphrase',
      count: 3,
      password: { ...defaultSettings.password, length: 24, excludeSimilar: true },
      passphrase: { words: 7, separator: 'dot', capitalization: 'title', digit: true },
    } as const;
    expect(parseSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it('take the defaults for what is missing, broken or out of range, part by part', () => {
    expect(parseSettings(undefined)).toBeUndefined();
    expect(parseSettings('passphrase')).toBeUndefined();
    expect(parseSettings({})).toEqual(defaultSettings);
    expect(
      parseSettings({
        mode: 'words',
        count: 9,
        password: { length: 80, includeUppercase: 'yes', excludeSimilar: true, admin: true },
        passphrase: { words: 1, separator: ',', capitalization: 'title', digit: 1 },
      }),
    ).toEqual({
      mode: 'password',
      count: 5,
      password: { ...defaultSettings.password, length: 50, excludeSimilar: true },
      passphrase: { ...defaultSettings.passphrase, words: 3, capitalization: 'title' },
    });
    expect(parseSettings({ count: 0 })?.count).toBe(1);
    expect(parseSettings({ count: 2.5 })?.count).toBe(1);
  });

  it('keep a combination the rules refuse: the form says what is wrong', () => {
    const none = {
      ...defaultSettings.password,
      includeUppercase: false,
      includeLowercase: false,
      includeNumbers: false,
      includeSpecialChars: false,
    };
    expect(parseSettings({ password: none })?.password).toEqual(none);
    expect(parseSettings({ passphrase: { separator: 'none' } })?.passphrase.separator).toBe('none');
  });

  it('know the defaults by value', () => {
    expect(isDefault(defaultSettings)).toBe(true);
    expect(isDefault(parseSettings({})!)).toBe(true);
    expect(isDefault({ ...defaultSettings, count: 2 })).toBe(false);
  });
});

describe('isGenerateShortcut', () => {
  const key = (event: Partial<KeyboardEvent>) => ({
    key: 'Enter',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...event,
  });

  it('is Ctrl+Enter, or Cmd+Enter', () => {
    expect(isGenerateShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isGenerateShortcut(key({ metaKey: true }))).toBe(true);
  });

  it('is not Enter alone, nor with Alt or Shift, nor another key', () => {
    expect(isGenerateShortcut(key({}))).toBe(false);
    expect(isGenerateShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isGenerateShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isGenerateShortcut(key({ ctrlKey: true, key: 'k' }))).toBe(false);
  });
});
