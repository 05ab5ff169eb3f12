export type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** True for Ctrl+K, and Cmd+K on Apple keyboards (whatever the caps lock state). */
export function isPaletteShortcut(event: ShortcutEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}
