import { describe, expect, it } from 'vitest';

import { moveIndex } from './list-navigation';

describe('moveIndex', () => {
  it('moves down and up', () => {
    expect(moveIndex(0, 1, 3)).toBe(1);
    expect(moveIndex(2, -1, 3)).toBe(1);
  });

  it('wraps around at both ends', () => {
    expect(moveIndex(2, 1, 3)).toBe(0);
    expect(moveIndex(0, -1, 3)).toBe(2);
  });

  it('enters the list from nowhere at the matching end', () => {
    expect(moveIndex(-1, 1, 3)).toBe(0);
    expect(moveIndex(-1, -1, 3)).toBe(2);
    expect(moveIndex(7, 1, 3)).toBe(0);
  });

  it('gives -1 for an empty list', () => {
    expect(moveIndex(0, 1, 0)).toBe(-1);
  });
});
