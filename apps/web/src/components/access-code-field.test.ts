import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { fr } from '../i18n/locales/main/fr';
import { AccessCodeField, normaliseAccessCodeInput } from './access-code-field';

const i18n = createInstance();
void i18n.init({ lng: 'fr', resources: { fr: { translation: fr } }, initAsync: false });

function render(props: Parameters<typeof AccessCodeField>[0]) {
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(AccessCodeField, props)),
  );
}

/** The attributes of the rendered <input>, by name. */
function inputAttributes(html: string): Record<string, string> {
  const tag = /<input ([^>]*?)\/>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('AccessCodeField', () => {
  it('is a masked numeric field named by its label, that the browser fills with the access code', () => {
    const html = render({ value: '1234', onChange: () => {}, error: null });
    const id = /<label for="([^"]+)" class="field-label">Code d&#x27;accès actuel<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(inputAttributes(html)).toEqual({
      id,
      'aria-invalid': 'false',
      type: 'password',
      name: 'accessCode',
      class: 'text-input text-input--code',
      inputMode: 'numeric',
      autoComplete: 'current-password',
      maxLength: '8',
      value: '1234',
    });
  });

  it('says its error under it, and is off while asked', () => {
    const html = render({ value: '', onChange: () => {}, error: 'Code incorrect', disabled: true });
    const attributes = inputAttributes(html);
    expect(attributes).toMatchObject({ 'aria-invalid': 'true', disabled: '' });
    expect(html).toContain(
      `<p id="${attributes['aria-describedby']}" class="form-message form-message--error" role="alert">Code incorrect</p>`,
    );
  });

  it('keeps digits only, 8 at most', () => {
    expect(normaliseAccessCodeInput('12 34-56a789')).toBe('12345678');
    expect(normaliseAccessCodeInput('abc')).toBe('');
  });
});
