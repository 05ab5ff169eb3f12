import { ChevronDown } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  icon: LucideIcon;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One collapsible section of the settings: a heading whose button says whether it is open
 * (`aria-expanded`); the content is only there while open, so its calls run only then.
 */
export function SettingsSection({ title, icon: Icon, open, onToggle, children }: SettingsSectionProps) {
  const buttonId = useId();
  const panelId = useId();
  return (
    <section className={open ? 'settings-section settings-section--open' : 'settings-section'}>
      <h3 className="settings-section__heading">
        <button
          id={buttonId}
          type="button"
          className="settings-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <Icon size={18} aria-hidden="true" className="settings-section__icon" />
          <span className="settings-section__title">{title}</span>
          <ChevronDown size={18} aria-hidden="true" className="settings-section__chevron" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="settings-section__panel"
        hidden={!open}
      >
        {open && children}
      </div>
    </section>
  );
}
