/**
 * What a QR code holds, from the form: plain text, a web address, a Wi-Fi network (the `WIFI:`
 * format phones read to join a network) or a contact card (vCard 3.0, RFC 2426).
 */

export const contentKinds = ['text', 'url', 'wifi', 'contact'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const wifiSecurities = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof wifiSecurities)[number];

export interface WifiInput {
  ssid: string;
  security: WifiSecurity;
  password: string;
  hidden: boolean;
}

export interface ContactInput {
  givenName: string;
  familyName: string;
  phone: string;
  email: string;
  organisation: string;
}

export interface ContentForm {
  kind: ContentKind;
  text: string;
  url: string;
  wifi: WifiInput;
  contact: ContactInput;
}

/** The fields a message can be attached to. */
export type ContentField = 'url' | 'password' | 'name' | 'phone' | 'email';
export type ContentError = 'url' | 'passwordRequired' | 'nameRequired' | 'phone' | 'email';

export type BuiltPayload =
  | { state: 'empty' }
  | { state: 'invalid'; errors: Partial<Record<ContentField, ContentError>> }
  | { state: 'ready'; payload: string };

/**
 * A value inside `WIFI:…;;`: the backslash, semicolon, comma, colon and double quote are
 * escaped with a backslash (the format's own separators).
 */
export function escapeWifi(value: string): string {
  return value.replace(/[\\;,:"]/g, (character) => `\\${character}`);
}

/** `WIFI:T:WPA;S:<network>;P:<password>;H:true;;` (no P for an open network, H only when hidden). */
export function wifiPayload(wifi: WifiInput): string {
  const parts = [`T:${wifi.security}`, `S:${escapeWifi(wifi.ssid)}`];
  if (wifi.security !== 'nopass') parts.push(`P:${escapeWifi(wifi.password)}`);
  if (wifi.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

/**
 * A text value of a vCard 3.0 (RFC 2426 §4): backslash, semicolon and comma escaped with a
 * backslash, each line break written `\n`.
 */
export function escapeVcard(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The contact's vCard 3.0, lines ended by CRLF; the fields left empty are left out. */
export function vcardPayload(contact: ContactInput): string {
  const given = contact.givenName.trim();
  const family = contact.familyName.trim();
  const fullName = [given, family].filter(Boolean).join(' ');
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcard(family)};${escapeVcard(given)};;;`,
    `FN:${escapeVcard(fullName)}`,
  ];
  const organisation = contact.organisation.trim();
  const phone = contact.phone.trim();
  const email = contact.email.trim();
  if (organisation) lines.push(`ORG:${escapeVcard(organisation)}`);
  if (phone) lines.push(`TEL;TYPE=CELL:${escapeVcard(phone)}`);
  if (email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcard(email)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** An absolute http(s) address with a host name. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Digits with the usual separators, an optional leading +: 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The form's content as the text to encode, or why it cannot be (nothing typed yet, or errors). */
export function buildPayload(form: ContentForm): BuiltPayload {
  switch (form.kind) {
    case 'text':
      return form.text === '' ? { state: 'empty' } : { state: 'ready', payload: form.text };
    case 'url': {
      const url = form.url.trim();
      if (url === '') return { state: 'empty' };
      return isWebAddress(url)
        ? { state: 'ready', payload: url }
        : { state: 'invalid', errors: { url: 'url' } };
    }
    case 'wifi': {
      const { wifi } = form;
      if (wifi.ssid === '') return { state: 'empty' };
      if (wifi.security !== 'nopass' && wifi.password === '')
        return { state: 'invalid', errors: { password: 'passwordRequired' } };
      return { state: 'ready', payload: wifiPayload(wifi) };
    }
    case 'contact': {
      const { contact } = form;
      const phone = contact.phone.trim();
      const email = contact.email.trim();
      const named = contact.givenName.trim() !== '' || contact.familyName.trim() !== '';
      if (!named && phone === '' && email === '' && contact.organisation.trim() === '')
        return { state: 'empty' };
      // A vCard needs a name (its FN line): a card of a phone number alone would not be valid.
      const errors: Partial<Record<ContentField, ContentError>> = named ? {} : { name: 'nameRequired' };
      if (phone !== '' && !isPhoneNumber(phone)) errors.phone = 'phone';
      if (email !== '' && !isEmailAddress(email)) errors.email = 'email';
      return Object.keys(errors).length > 0
        ? { state: 'invalid', errors }
        : { state: 'ready', payload: vcardPayload(contact) };
    }
  }
}
