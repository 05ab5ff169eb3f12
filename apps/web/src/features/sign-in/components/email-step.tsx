import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useCheckEmail } from '../api/sign-in-mutations';
import { lockEnd } from '../lib/auth-flow';
import { loadFieldSchemas, prefetchAuthSchemas } from '../lib/auth-schemas';
import type { AuthFlowAction } from '../lib/auth-flow';
import { SocialSignIn } from './social-sign-in';
import { StepLayout } from './step-layout';

interface EmailStepProps {
  initialEmail: string;
  /** `/auth?email=x`: check that email as soon as the step appears. */
  autoCheck: boolean;
  dispatch: (action: AuthFlowAction) => void;
}

/** First step: the email decides between login (known) and register (unknown or check failed). */
export function EmailStep({ initialEmail, autoCheck, dispatch }: EmailStepProps) {
  const { t } = useTranslation();
  const checkEmail = useCheckEmail();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(autoCheck);
  const inputRef = useRef<HTMLInputElement>(null);
  const autoCheckStarted = useRef(false);
  // While the schemas load for a check, a second submit waits for that check.
  const schemasLoading = useRef(false);

  const check = async (raw: string) => {
    schemasLoading.current = true;
    const schemas = await loadFieldSchemas(t).catch(() => null);
    schemasLoading.current = false;
    if (!schemas) {
      setChecking(false);
      setError(t('messages.serverConnectionError'));
      return;
    }
    const parsed = schemas.emailSchema.safeParse(raw);
    if (!parsed.success) {
      setChecking(false);
      dispatch({ type: 'emailInvalid' });
      setError(parsed.error.issues[0]?.message ?? t('messages.emailRequired'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const answer = await checkEmail.mutateAsync(parsed.data);
      dispatch({
        type: 'emailChecked',
        email: parsed.data,
        exists: answer.exists || answer.action === 'login',
        lockedUntil: answer.isBlocked ? lockEnd(Date.now(), answer.remainingTime) : null,
      });
    } catch {
      dispatch({ type: 'emailCheckFailed', email: parsed.data });
    }
  };

  useEffect(() => {
    if (!autoCheck || autoCheckStarted.current) return;
    autoCheckStarted.current = true;
    void check(initialEmail);
    // Runs once, for the email given in the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checking && !schemasLoading.current) void check(email);
  };

  return (
    <StepLayout title={t('auth.email.title')} intro={t('auth.email.intro')} focusTitle={false}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <Field label={t('auth.email.label')} error={error}>
          {(control) => (
            <input
              ref={inputRef}
              {...control}
              type="email"
              name="email"
              className="text-input"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              // A dedicated sign-in page: the field is where the user starts.
              autoFocus
              value={email}
              onChange={(event) => {
                prefetchAuthSchemas();
                setEmail(event.target.value);
              }}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary auth-form__submit" disabled={checking}>
          {t('auth.email.submit')}
        </button>
        {checking && (
          <p className="auth-form__progress" role="status">
            {t('auth.email.checking')}
          </p>
        )}
      </form>
      <SocialSignIn />
    </StepLayout>
  );
}
