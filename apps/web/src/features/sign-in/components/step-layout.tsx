import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Shows 'Retour' when given. */
  onBack?: () => void;
  /** Move the focus to the title when the step appears (default), for screen-reader users. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The frame of one sign-in step: 'Retour', the title, an introduction, the step's content. */
export function StepLayout({ title, intro, onBack, focusTitle = true, children }: StepLayoutProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section className="auth-card" aria-labelledby="auth-step-title">
      {onBack && (
        <button type="button" className="auth-card__back" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('auth.back')}
        </button>
      )}
      <h1 id="auth-step-title" ref={titleRef} tabIndex={-1} className="auth-card__title">
        {title}
      </h1>
      {intro && <p className="auth-card__intro">{intro}</p>}
      {children}
    </section>
  );
}

interface FormMessageProps {
  tone: 'error' | 'info';
  children: ReactNode;
}

/** An error (announced at once) or an information line inside a step. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-message form-message--${tone}`}>
      {children}
    </div>
  );
}
