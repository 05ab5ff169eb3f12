import { useQuery } from '@tanstack/react-query';
import { supportErrors } from '@trousse/contracts/api/support/errors';
import {
  SUPPORT_EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  supportFieldSchemas,
} from '@trousse/contracts/api/support/schemas';
import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../entities/session/session-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormat } from '../../../hooks/use-format';
import { useNow } from '../../../hooks/use-now';
import { useLanguage } from '../../../i18n';
import { Field } from '../../../components/field';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/error-message';
import { supportContactQueryOptions, useSendSupport } from '../api/support-api';
import { isBlocked, recordLimitReached, recordSent } from '../lib/send-limit';

import './support.css';

/** /support, open to everyone: how to reach the team, the form, then its success view. */
export function SupportPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ ticket: string; email: string } | null>(null);
  // 'Envoyer un autre message' keeps the address just used.
  const [lastEmail, setLastEmail] = useState<string | null>(null);
  useDocumentTitle(t('common.pageTitle', { page: t('support.pageTitle') }));

  return (
    <div className="support-page">
      <div className="page-header">
        <h1 className="page-title">{t('support.title')}</h1>
        <p className="page-intro">{t('support.intro')}</p>
      </div>
      <ContactCards />
      {sent ? (
        <SupportSuccess
          ticket={sent.ticket}
          onAgain={() => {
            setLastEmail(sent.email);
            setSent(null);
          }}
        />
      ) : (
        <SupportForm initialEmail={lastEmail} onSent={setSent} />
      )}
    </div>
  );
}

function ContactCards() {
  const { t } = useTranslation();
  const contact = useQuery(supportContactQueryOptions());
  const phone = contact.data?.phone ?? null;
  return (
    <div className="support-cards">
      <section className="support-card">
        <Mail size={22} aria-hidden="true" className="support-card__icon" />
        <h2 className="support-card__title">{t('support.cards.emailTitle')}</h2>
        <p className="support-card__text">{t('support.cards.emailBody')}</p>
      </section>
      <section className="support-card" aria-busy={contact.isPending}>
        <Phone size={22} aria-hidden="true" className="support-card__icon" />
        <h2 className="support-card__title">{t('support.cards.phoneTitle')}</h2>
        <p className="support-card__text">
          {contact.isPending ? (
            t('common.loading')
          ) : phone ? (
            <>
              {t('support.cards.phoneBody', { phone })}{' '}
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="sr-only">
                {phone}
              </a>
            </>
          ) : (
            t('support.cards.phoneNone')
          )}
        </p>
      </section>
    </div>
  );
}

type Field = 'email' | 'message';

function SupportForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string | null;
  onSent: (sent: { ticket: string; email: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const send = useSendSupport();
  const ids = { email: useId(), message: useId(), hint: useId(), counter: useId(), error: useId() };
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [email, setEmail] = useState(initialEmail ?? user?.email ?? '');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [problem, setProblem] = useState<{ field: Field | null; text: string } | null>(null);
  // Read again at each render (a message sent, the address changed) and every minute.
  const now = useNow(60_000);
  const blocked = isBlocked(email, now);

  const schemas = useMemo(
    () =>
      supportFieldSchemas({
        required: t('support.errors.required'),
        emailTooLong: t('support.errors.emailTooLong'),
        emailInvalid: t('support.errors.emailInvalid'),
        messageTooShort: t('support.errors.messageTooShort'),
        messageTooLong: t('support.errors.messageTooLong'),
      }),
    [t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || blocked) return;
    if (email.trim() === '' || message.trim() === '') {
      setProblem({ field: email.trim() === '' ? 'email' : 'message', text: t('support.errors.required') });
      (email.trim() === '' ? emailRef : messageRef).current?.focus();
      return;
    }
    const parsedEmail = schemas.supportEmailSchema.safeParse(email);
    if (!parsedEmail.success) {
      setProblem({
        field: 'email',
        text: parsedEmail.error.issues[0]?.message ?? t('support.errors.emailInvalid'),
      });
      emailRef.current?.focus();
      return;
    }
    const parsedMessage = schemas.supportMessageSchema.safeParse(message);
    if (!parsedMessage.success) {
      setProblem({
        field: 'message',
        text: parsedMessage.error.issues[0]?.message ?? t('support.errors.required'),
      });
      messageRef.current?.focus();
      return;
    }
    setProblem(null);
    send.mutate(
      { email: parsedEmail.data, message, language, ...(website ? { website } : {}) },
      {
        onSuccess: ({ ticket }) => {
          recordSent(parsedEmail.data, Date.now());
          setMessage('');
          onSent({ ticket, email: parsedEmail.data });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === supportErrors.limitReached.code) {
            recordLimitReached(parsedEmail.data, Date.now());
          }
          const networkFailure = isApiError(error) && error.status === 0;
          setProblem({
            field: null,
            text: networkFailure
              ? t('support.errors.networkError')
              : errorText(error, t, t('support.errors.sendError'), {
                  [supportErrors.limitReached.code]: 'support.errors.limitReached',
                }),
          });
        },
      },
    );
  };

  const emailError = problem?.field === 'email' ? problem.text : null;
  const messageError = problem?.field === 'message' ? problem.text : null;
  const formError = blocked
    ? t('support.errors.limitReached')
    : problem?.field === null
      ? problem.text
      : null;

  return (
    <form className="support-form" noValidate onSubmit={submit} aria-labelledby={`${ids.email}-title`}>
      <h2 id={`${ids.email}-title`} className="support-form__title">
        {t('support.form.title')}
      </h2>
      <Field
        className="support-field"
        id={ids.email}
        label={t('support.form.email')}
        error={emailError}
        describedBy={`${ids.email}-count`}
      >
        {(control) => (
          <>
            <input
              ref={emailRef}
              {...control}
              type="email"
              className="text-input"
              autoComplete="email"
              maxLength={SUPPORT_EMAIL_MAX}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
            />
            <CharacterCounter id={`${ids.email}-count`} length={email.length} max={SUPPORT_EMAIL_MAX} />
          </>
        )}
      </Field>
      <Field
        className="support-field"
        id={ids.message}
        label={t('support.form.message')}
        error={messageError}
        describedBy={`${ids.hint} ${ids.counter}`}
      >
        {(control) => (
          <>
            <textarea
              ref={messageRef}
              {...control}
              className="text-input support-field__message"
              rows={8}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setProblem(null);
              }}
            />
            <div className="support-field__meta">
              {message.trim().length < SUPPORT_MESSAGE_MIN && (
                <p id={ids.hint} className="field-hint">
                  {t('support.form.hint')}
                </p>
              )}
              <CharacterCounter
                id={ids.counter}
                length={message.length}
                max={SUPPORT_MESSAGE_MAX}
                over={message.length > SUPPORT_MESSAGE_MAX}
              />
            </div>
          </>
        )}
      </Field>
      {/* A field people never see (nor reach): only scripts fill it in. */}
      <div className="support-form__trap" aria-hidden="true">
        <label>
          {t('support.form.honeypot')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>
      {formError && (
        <p className="form-message form-message--error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending || blocked}>
        {send.isPending ? t('support.form.sending') : t('support.form.submit')}
      </button>
    </form>
  );
}

/**
 * '12 / 15 000' under a field, which names it in its `describedBy`; `over` shows it in the
 * danger colour (a text longer than allowed).
 */
function CharacterCounter({
  id,
  length,
  max,
  over = false,
}: {
  id: string;
  length: number;
  max: number;
  over?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p
      id={id}
      className={over ? 'support-field__counter support-field__counter--over' : 'support-field__counter'}
    >
      {t('support.form.counter', { count: format.number(length), max: format.number(max) })}
    </p>
  );
}

function SupportSuccess({ ticket, onAgain }: { ticket: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="support-success" aria-labelledby="support-success-title">
      <CheckCircle2 size={40} aria-hidden="true" className="support-success__icon" />
      <h2
        id="support-success-title"
        ref={(element) => {
          headingRef.current = element;
          element?.focus();
        }}
        tabIndex={-1}
        className="support-success__title"
      >
        {t('support.success.title')}
      </h2>
      <p>{t('support.success.body')}</p>
      <p className="support-success__ticket">{t('support.success.ticket', { ticket })}</p>
      <button type="button" className="button button--primary" onClick={onAgain}>
        {t('support.success.again')}
      </button>
    </section>
  );
}
