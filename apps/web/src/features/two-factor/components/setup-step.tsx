import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { RecoveryCodesView } from './recovery-codes-view';

interface StepTitleProps {
  /** The title takes the focus when its step shows. */
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** 'alert' for a step that reports a failure. */
  role?: 'alert';
  children: ReactNode;
}

/** The title of a step of a two-factor dialog (focusable, so the step announces itself). */
export function StepTitle({ titleRef, role, children }: StepTitleProps) {
  return (
    <h3 ref={titleRef} tabIndex={-1} className="setup-step__title" role={role}>
      {children}
    </h3>
  );
}

interface RecoveryCodesStepProps {
  title: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The paragraphs between the title and the codes. */
  intros: readonly string[];
  codes: readonly string[];
  onDone: () => void;
}

/** New recovery codes, shown once: the list with 'Copier' and 'Télécharger', then 'Terminé'. */
export function RecoveryCodesStep({ title, titleRef, intros, codes, onDone }: RecoveryCodesStepProps) {
  const { t } = useTranslation();

  return (
    <div className="setup-step">
      <StepTitle titleRef={titleRef}>{title}</StepTitle>
      {intros.map((intro) => (
        <p key={intro} className="setup-step__intro">
          {intro}
        </p>
      ))}
      <RecoveryCodesView codes={codes} />
      <div className="dialog__actions dialog__actions--end">
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('twoFactor.setup.done')}
        </button>
      </div>
    </div>
  );
}
