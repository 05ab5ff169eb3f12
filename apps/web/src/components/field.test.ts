import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Field, type FieldControl, type FieldProps } from './field';

function render(props: Omit<FieldProps, 'children'>, control?: (control: FieldControl) => unknown) {
  const children = control
    ? (given: FieldControl) => createElement('textarea', { ...given, 'data-spy': String(control(given)) })
    : undefined;
  return renderToStaticMarkup(createElement(Field, { ...props, children }));
}

describe('Field', () => {
  it('labels the control, with nothing to describe it', () => {
    const html = render({ label: 'Adresse email', id: 'email', input: { type: 'email' } });
    expect(html).toBe(
      '<label for="email" class="field-label">Adresse email</label>' +
        '<input class="text-input" type="email" id="email"/>',
    );
  });

  it('ties the hint and the error to the control, and marks it invalid', () => {
    const html = render({ label: 'Code', id: 'c', hint: 'Six chiffres', error: 'Code incorrect' });
    expect(html).toContain('aria-describedby="c-error c-hint"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="c-hint" class="field-hint">Six chiffres</p>');
    expect(html).toContain(
      '<p id="c-error" class="form-message form-message--error" role="alert">Code incorrect</p>',
    );
  });

  it('says valid while a possible error is absent, and reads other describers first', () => {
    const html = render({ label: 'Message', id: 'm', error: null, describedBy: 'm-count' });
    expect(html).toContain('aria-describedby="m-count"');
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain('role="alert"');
  });

  it('hands the wiring to a control given as children, inside a wrapper when asked', () => {
    const html = render(
      { label: 'Message', id: 'm', className: 'support-field', error: 'Trop court' },
      () => 1,
    );
    expect(html.startsWith('<div class="support-field"><label for="m"')).toBe(true);
    expect(html).toContain('<textarea id="m" aria-describedby="m-error" aria-invalid="true" data-spy="1">');
  });
});
