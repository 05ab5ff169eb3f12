/**
 * The index reached from `index` by moving `step` (±1) through `count` items, wrapping
 * around at both ends; -1 when there is nothing to move through.
 */
export function moveIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
