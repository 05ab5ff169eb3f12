import type { ReactNode } from 'react';

interface ToggleButtonProps {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
  className?: string;
}

/** A button that is on or off (`aria-pressed`). */
export function ToggleButton({ pressed, onPressedChange, children, className }: ToggleButtonProps) {
  return (
    <button
      type="button"
      className={className ? `chip ${className}` : 'chip'}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    >
      {children}
    </button>
  );
}
