import { describe, expect, it } from 'vitest';
import { byPosition, movedPosition, positionAfterLast, positionBetween } from './positions';

const at = (...positions: number[]) => positions.map((position, i) => ({ id: `i${i}`, position }));

describe('positions', () => {
  it('takes the number halfway between two neighbours, or one past a single one', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(undefined, 3)).toBe(2);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(undefined, undefined)).toBe(1);
  });

  it('moves an item one place up or down, and not past either end', () => {
    const items = at(1, 2, 3, 4);
    expect(movedPosition(items, 2, -1)).toBe(1.5); // between the 1st and the 2nd
    expect(movedPosition(items, 1, -1)).toBe(0); // before the 1st
    expect(movedPosition(items, 1, 1)).toBe(3.5); // between the 3rd and the 4th
    expect(movedPosition(items, 2, 1)).toBe(5); // after the last
    expect(movedPosition(items, 0, -1)).toBeUndefined();
    expect(movedPosition(items, 3, 1)).toBeUndefined();
  });

  it('puts the moved item where it was asked, by the order of the positions', () => {
    const items = at(1, 2, 3);
    const moved = { ...items[2]!, position: movedPosition(items, 2, -1)! };
    expect(byPosition([items[0]!, items[1]!, moved]).map((item) => item.id)).toEqual(['i0', 'i2', 'i1']);
    // Many moves to the same place still order (halves stay distinct far enough).
    let between = at(1, 2);
    for (let i = 0; i < 40; i++) {
      const next = { id: `n${i}`, position: positionBetween(between[0]!.position, between[1]!.position) };
      between = [between[0]!, next];
    }
    expect(between[1]!.position).toBeGreaterThan(1);
  });

  it('adds after the last', () => {
    expect(positionAfterLast([])).toBe(1);
    expect(positionAfterLast(at(3, 1.5, 7))).toBe(8);
  });
});
