import { NOTE_TITLE_MAX } from '@trousse/contracts/personal-tools';
import { describe, expect, it } from 'vitest';

import { conflictCopyTitle, resolveNoteConflict } from './merge';

const copy = (title: string) => `${title} (copie de conflit)`;

describe('resolveNoteConflict', () => {
  const before = { title: 'Courses', body: 'pain' };

  it('keeps the arriving body and makes a copy of the other when both changed it', () => {
    const result = resolveNoteConflict(
      { title: 'Courses', body: 'pain, lait' },
      before,
      { title: 'Courses', body: 'pain, œufs' },
      copy,
    );
    expect(result).toEqual({
      write: { title: 'Courses', body: 'pain, lait' },
      copy: { title: 'Courses (copie de conflit)', body: 'pain, œufs' },
    });
  });

  it('makes no copy when the other device wrote the same body', () => {
    const mine = { title: 'Courses', body: 'pain, lait' };
    expect(resolveNoteConflict(mine, before, { ...mine }, copy)).toEqual({ write: null, copy: null });
    // The other also renamed it: the note already holds both changes.
    expect(resolveNoteConflict(mine, before, { title: 'Marché', body: 'pain, lait' }, copy)).toEqual({
      write: null,
      copy: null,
    });
  });

  it('takes the fields the other device changed and this one did not, without a copy', () => {
    // The other renamed the note, this one changed the body: both kept in the note.
    expect(
      resolveNoteConflict(
        { title: 'Courses', body: 'pain, lait' },
        before,
        { title: 'Marché', body: 'pain' },
        copy,
      ),
    ).toEqual({ write: { title: 'Marché', body: 'pain, lait' }, copy: null });
    // This one renamed it, the other changed the body.
    expect(
      resolveNoteConflict(
        { title: 'Marché', body: 'pain' },
        before,
        { title: 'Courses', body: 'pain, œufs' },
        copy,
      ),
    ).toEqual({ write: { title: 'Marché', body: 'pain, œufs' }, copy: null });
  });

  it('copies the other title with its body when both renamed and rewrote the note', () => {
    expect(
      resolveNoteConflict({ title: 'A', body: 'texte A' }, before, { title: 'B', body: 'texte B' }, copy),
    ).toEqual({
      write: { title: 'A', body: 'texte A' },
      copy: { title: 'B (copie de conflit)', body: 'texte B' },
    });
  });
});

describe('conflictCopyTitle', () => {
  it('cuts the original title, never the words added, to fit the limit', () => {
    const long = 'é'.repeat(NOTE_TITLE_MAX);
    const title = conflictCopyTitle(long, copy);
    expect(title.length).toBeLessThanOrEqual(NOTE_TITLE_MAX);
    expect(title.endsWith(' (copie de conflit)')).toBe(true);
    expect(conflictCopyTitle('Idées', copy)).toBe('Idées (copie de conflit)');
  });

  it('names an untitled note by the words added alone', () => {
    expect(conflictCopyTitle('', copy)).toBe('(copie de conflit)');
  });
});
