import { describe, expect, it } from 'vitest';

import {
  buildPayload,
  escapeVcard,
  escapeWifi,
  isEmailAddress,
  isPhoneNumber,
  isWebAddress,
  vcardPayload,
  wifiPayload,
  type ContactInput,
  type ContentForm,
  type WifiInput,
} from './payload';

const wifi = (overrides: Partial<WifiInput> = {}): WifiInput => ({
  ssid: 'Maison',
  security: 'WPA',
  password: 'secret123',
  hidden: false,
  ...overrides,
});

const contact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  givenName: '',
  familyName: '',
  phone: '',
  email: '',
  organisation: '',
  ...overrides,
});

const form = (overrides: Partial<ContentForm>): ContentForm => ({
  kind: 'text',
  text: '',
  url: '',
  wifi: wifi({ ssid: '', password: '' }),
  contact: contact(),
  ...overrides,
});

describe('the Wi-Fi payload', () => {
  it.each([
    ['plain', 'plain'],
    ['a\\b', 'a\\\\b'],
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a:b', 'a\\:b'],
    ['say "hi"', 'say \\"hi\\"'],
    ['\\;,:"', '\\\\\\;\\,\\:\\"'],
    ["l'été à 5 €", "l'été à 5 €"],
  ])('escapes %j as %j', (raw, escaped) => {
    expect(escapeWifi(raw)).toBe(escaped);
  });

  it('writes a WPA network', () => {
    expect(wifiPayload(wifi())).toBe('WIFI:T:WPA;S:Maison;P:secret123;;');
  });

  it('escapes the name and the password, and marks a hidden network', () => {
    expect(wifiPayload(wifi({ ssid: 'Café;Wi-Fi', password: 'p@ss:"w,d"\\', hidden: true }))).toBe(
      'WIFI:T:WPA;S:Café\\;Wi-Fi;P:p@ss\\:\\"w\\,d\\"\\\\;H:true;;',
    );
  });

  it('writes WEP, and an open network without a password', () => {
    expect(wifiPayload(wifi({ security: 'WEP', password: 'ABCDE' }))).toBe('WIFI:T:WEP;S:Maison;P:ABCDE;;');
    expect(wifiPayload(wifi({ security: 'nopass', password: 'ignored' }))).toBe('WIFI:T:nopass;S:Maison;;');
  });
});

describe('the vCard payload', () => {
  it.each([
    ['Dupont', 'Dupont'],
    ['Dupont, Durand & Cie', 'Dupont\\, Durand & Cie'],
    ['R&D; Paris', 'R&D\\; Paris'],
    ['C:\\dossier', 'C:\\\\dossier'],
    ['ligne 1\nligne 2\r\nligne 3', 'ligne 1\\nligne 2\\nligne 3'],
  ])('escapes %j as %j', (raw, escaped) => {
    expect(escapeVcard(raw)).toBe(escaped);
  });

  it('writes a vCard 3.0 with CRLF line ends', () => {
    expect(
      vcardPayload(
        contact({
          givenName: 'Marie',
          familyName: 'Curie',
          phone: '+33 1 23 45 67 89',
          email: 'marie@example.fr',
          organisation: 'Institut du radium',
        }),
      ),
    ).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Curie;Marie;;;',
        'FN:Marie Curie',
        'ORG:Institut du radium',
        'TEL;TYPE=CELL:+33 1 23 45 67 89',
        'EMAIL;TYPE=INTERNET:marie@example.fr',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('escapes each structured part on its own, and leaves empty fields out', () => {
    expect(vcardPayload(contact({ givenName: 'Jean;Paul', familyName: 'de La Fontaine, fils' }))).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:de La Fontaine\\, fils;Jean\\;Paul;;;',
        'FN:Jean\\;Paul de La Fontaine\\, fils',
        'END:VCARD',
      ].join('\r\n'),
    );
  });
});

describe('the checks of the fields', () => {
  it.each([
    ['https://trousse.example/app?x=1#y', true],
    ['http://localhost:3000', true],
    ['HTTPS://EXEMPLE.FR', true],
    ['exemple.fr', false],
    ['ftp://exemple.fr', false],
    ['https://', false],
    ['https://exemple .fr', false],
    ['javascript:alert(1)', false],
  ])('web address %j: %s', (value, valid) => {
    expect(isWebAddress(value)).toBe(valid);
  });

  it.each([
    ['+33 1 23 45 67 89', true],
    ['(555) 123-4567', true],
    ['06.12.34.56.78', true],
    ['12345', false],
    ['06 12 ab', false],
  ])('phone %j: %s', (value, valid) => {
    expect(isPhoneNumber(value)).toBe(valid);
  });

  it.each([
    ['marie@example.fr', true],
    ['marie@example', false],
    ['marie example.fr', false],
  ])('e-mail %j: %s', (value, valid) => {
    expect(isEmailAddress(value)).toBe(valid);
  });
});

describe('buildPayload', () => {
  it('is empty until the main field is filled', () => {
    expect(buildPayload(form({ kind: 'text' }))).toEqual({ state: 'empty' });
    expect(buildPayload(form({ kind: 'url', url: '  ' }))).toEqual({ state: 'empty' });
    expect(buildPayload(form({ kind: 'wifi' }))).toEqual({ state: 'empty' });
    expect(buildPayload(form({ kind: 'contact' }))).toEqual({ state: 'empty' });
  });

  it('keeps a text as typed', () => {
    expect(buildPayload(form({ kind: 'text', text: ' Bonjour\nà tous ' }))).toEqual({
      state: 'ready',
      payload: ' Bonjour\nà tous ',
    });
  });

  it('says what is wrong', () => {
    expect(buildPayload(form({ kind: 'url', url: 'exemple.fr' }))).toEqual({
      state: 'invalid',
      errors: { url: 'url' },
    });
    expect(buildPayload(form({ kind: 'wifi', wifi: wifi({ password: '' }) }))).toEqual({
      state: 'invalid',
      errors: { password: 'passwordRequired' },
    });
    expect(buildPayload(form({ kind: 'contact', contact: contact({ phone: '0612345678' }) }))).toEqual({
      state: 'invalid',
      errors: { name: 'nameRequired' },
    });
    expect(
      buildPayload(
        form({ kind: 'contact', contact: contact({ familyName: 'Curie', phone: 'abc', email: 'x@' }) }),
      ),
    ).toEqual({ state: 'invalid', errors: { phone: 'phone', email: 'email' } });
  });

  it('builds each kind of content', () => {
    expect(buildPayload(form({ kind: 'url', url: ' https://exemple.fr/a ' }))).toEqual({
      state: 'ready',
      payload: 'https://exemple.fr/a',
    });
    expect(buildPayload(form({ kind: 'wifi', wifi: wifi({ security: 'nopass', password: '' }) }))).toEqual({
      state: 'ready',
      payload: 'WIFI:T:nopass;S:Maison;;',
    });
    expect(buildPayload(form({ kind: 'contact', contact: contact({ familyName: 'Curie' }) }))).toMatchObject({
      state: 'ready',
      payload: expect.stringContaining('\r\nN:Curie;;;;\r\nFN:Curie\r\n') as unknown,
    });
  });
});
