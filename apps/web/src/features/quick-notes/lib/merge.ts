import { NOTE_TITLE_MAX } from '@trousse/contracts/personal-tools';

/** What a change of a note sets. */
export interface NoteText {
  title: string;
  body: string;
}

/** What to do after a 409: the text to write on the current version, and a copy to create. */
export interface ConflictResolution {
  /** Null when the note already holds it. */
  write: NoteText | null;
  /** The other device's text, kept as a new note; null when nothing of it would be lost. */
  copy: NoteText | null;
}

const same = (a: NoteText, b: NoteText) => a.title === b.title && a.body === b.body;

/**
 * Merges a change refused with 409 (decision 026). `mine` is what this device sends, `before`
 * what it replaced, `current` the note as another device left it. A field this device did not
 * touch takes the other's value; a body both changed keeps this device's (the latest to
 * arrive) and the other's goes to a conflict copy, titled by `copyTitle`, so that both texts
 * are kept. No copy when the other body is this one, or was not changed.
 */
export function resolveNoteConflict(
  mine: NoteText,
  before: NoteText,
  current: NoteText,
  copyTitle: (title: string) => string,
): ConflictResolution {
  const merged: NoteText = {
    title: mine.title !== before.title ? mine.title : current.title,
    body: mine.body !== before.body ? mine.body : current.body,
  };
  const bothChangedBody =
    mine.body !== before.body && current.body !== before.body && current.body !== mine.body;
  return {
    write: same(merged, current) ? null : merged,
    copy: bothChangedBody ? { title: conflictCopyTitle(current.title, copyTitle), body: current.body } : null,
  };
}

/** The copy's title within NOTE_TITLE_MAX: the original title is cut, never the words added. */
export function conflictCopyTitle(title: string, copyTitle: (title: string) => string): string {
  const chars = Array.from(title);
  let kept = chars.length;
  while (kept > 0 && copyTitle(chars.slice(0, kept).join('')).length > NOTE_TITLE_MAX) kept--;
  return copyTitle(chars.slice(0, kept).join('')).trim().slice(0, NOTE_TITLE_MAX);
}
