import { describe, expect, it } from 'vitest';
import { mergeConflict } from './merge';

type Item = { text: string; done: boolean; dueDate: string | null; position: number };
const current = (fields: Partial<Item> = {}): Item => ({
  text: 'Pain',
  done: false,
  dueDate: null,
  position: 1,
  ...fields,
});

describe('mergeConflict', () => {
  it('sends again a field the other device left alone, keeping the field it changed', () => {
    // Here: checked. There: the text changed.
    const merge = mergeConflict<Item>({ done: true }, { done: false }, current({ text: 'Pain complet' }));
    expect(merge).toEqual({ resend: { done: true }, overridden: [] });
  });

  it('sends the later value of a field both changed, and names it', () => {
    const merge = mergeConflict<Item>(
      { text: 'Pain de seigle', done: true },
      { text: 'Pain', done: false },
      current({ text: 'Pain complet' }),
    );
    expect(merge).toEqual({ resend: { text: 'Pain de seigle', done: true }, overridden: ['text'] });
  });

  it('sends nothing for a field that already holds the change’s value', () => {
    const merge = mergeConflict<Item>(
      { done: true },
      { done: false },
      current({ done: true, text: 'Autre' }),
    );
    expect(merge).toEqual({ resend: {}, overridden: [] });
  });

  it('tells a null date from a missing field', () => {
    expect(
      mergeConflict<Item>({ dueDate: null }, { dueDate: '2026-12-24' }, current({ dueDate: '2026-12-24' })),
    ).toEqual({ resend: { dueDate: null }, overridden: [] });
    expect(
      mergeConflict<Item>({ dueDate: '2027-01-01' }, { dueDate: null }, current({ dueDate: '2026-12-31' })),
    ).toEqual({ resend: { dueDate: '2027-01-01' }, overridden: ['dueDate'] });
  });

  it('names a moved item as overridden when the other device moved it too', () => {
    expect(mergeConflict<Item>({ position: 2.5 }, { position: 1 }, current({ position: 7 }))).toEqual({
      resend: { position: 2.5 },
      overridden: ['position'],
    });
  });
});
