/** Whether the keyboard shortcut should read ⌘ rather than Ctrl. */
export const isApplePlatform: boolean =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent);
