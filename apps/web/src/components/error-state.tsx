import { CircleAlert, RotateCw } from 'lucide-react';

interface ErrorStateProps {
  /** Announced at once (role="alert"). */
  message: string;
  actionLabel: string;
  onAction: () => void;
  /** The smaller variant, inside a page section. */
  compact?: boolean;
}

/** Something could not be loaded: the message and one button to try again. */
export function ErrorState({ message, actionLabel, onAction, compact = false }: ErrorStateProps) {
  return (
    <div className={`state-panel state-panel--error${compact ? ' state-panel--compact' : ''}`}>
      <CircleAlert className="state-panel__icon" size={compact ? 24 : 32} aria-hidden="true" />
      <p role="alert" className="state-panel__title">
        {message}
      </p>
      <button
        type="button"
        className={`button ${compact ? 'button--secondary' : 'button--primary'}`}
        onClick={onAction}
      >
        <RotateCw size={16} aria-hidden="true" />
        {actionLabel}
      </button>
    </div>
  );
}
