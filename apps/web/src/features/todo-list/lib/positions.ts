/**
 * Positions are floats (decision 026's lists): an item placed between two others takes the
 * number halfway, so that a move writes one row only.
 */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/**
 * The position that moves `items[index]` one place up (-1) or down (+1) among `items` (in their
 * order), or undefined when it is already at that end.
 */
export function movedPosition(
  items: readonly { position: number }[],
  index: number,
  direction: -1 | 1,
): number | undefined {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return undefined;
  // Up: between the one above the target and the target; down: between the target and the one below it.
  return direction === -1
    ? positionBetween(items[target - 1]?.position, items[target]!.position)
    : positionBetween(items[target]!.position, items[target + 1]?.position);
}

/** After the last of `items` (a new item goes at the end). */
export function positionAfterLast(items: readonly { position: number }[]): number {
  return items.length === 0 ? 1 : Math.max(...items.map((item) => item.position)) + 1;
}

/** Ordered by position; equal positions by id, as the server orders them apart from time. */
export function byPosition<T extends { position: number; id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
