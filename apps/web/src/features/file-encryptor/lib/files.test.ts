import { describe, expect, it } from 'vitest';

import { decryptedName, encryptedName, formatSize, passphraseLength } from './files';

describe('file names', () => {
  it('adds .trousse to the whole name', () => {
    expect(encryptedName('photo.jpg')).toBe('photo.jpg.trousse');
    expect(encryptedName('archive.tar.gz')).toBe('archive.tar.gz.trousse');
  });

  it.each([
    ['photo.jpg', 'x.trousse', 'photo.jpg'],
    ['  rapport final.pdf ', 'x.trousse', 'rapport final.pdf'],
    ['../../etc/passwd', 'x.trousse', '.._.._etc_passwd'],
    ['C:\\Windows\\win.ini', 'x.trousse', 'C:_Windows_win.ini'],
    ['a\u0000b\nc', 'x.trousse', 'a_b_c'],
    ['', 'notes.txt.trousse', 'notes.txt'],
    ['..', 'notes.txt.TROUSSE', 'notes.txt'],
    ['', '.trousse', 'fichier'],
  ])('saves "%s" (from %s) as "%s"', (stored, encrypted, expected) => {
    expect(decryptedName(stored, encrypted, 'fichier')).toBe(expected);
  });
});

describe('passphrase length', () => {
  it.each([
    ['', 0],
    ['motdepasse', 10],
    ['🔑🔑🔑🔑', 4],
    ['été', 3],
  ])('"%s" has %i characters', (passphrase, length) => {
    expect(passphraseLength(passphrase)).toBe(length);
  });
});

describe('sizes', () => {
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it.each([
    [0, 'fr', '0 octet'],
    [512, 'fr', '512 octets'],
    [1_500, 'fr', '1,5 ko'],
    [2_400_000, 'fr', '2,4 Mo'],
    [200_000_000, 'fr', '200 Mo'],
    [3_210_000_000, 'fr', '3,2 Go'],
    [512, 'en', '512 bytes'],
    [2_400_000, 'en', '2.4 MB'],
    [2_400_000, 'de', '2,4 MB'],
    [1_234_567_890, 'es', '1,2 GB'],
  ])('%i bytes in %s: %s', (bytes, language, expected) => {
    expect(nbsp(formatSize(bytes, language))).toBe(expected);
  });
});
