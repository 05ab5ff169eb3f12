import { useId } from 'react';

import './switch.css';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, shown. */
  label: string;
  /** A short hint under the label, read as the switch's description. */
  description?: string;
  /** Shown on and fixed (the strictly necessary cookies). */
  disabled?: boolean;
}

/** An on/off switch (`role="switch"`, `aria-checked`), its label inside the button. */
export function Switch({ checked, onCheckedChange, label, description, disabled = false }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className="switch-row">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        className="switch"
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="switch__label">{label}</span>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
      </button>
      {description && (
        <span id={descriptionId} className="switch__hint">
          {description}
        </span>
      )}
    </div>
  );
}
