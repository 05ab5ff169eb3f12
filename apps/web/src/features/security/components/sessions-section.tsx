import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@trousse/contracts/api/auth/schemas';
import { Laptop } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';

import { endpoints } from '@trousse/contracts/api/endpoints';
import { apiCall } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { useFormat } from '../../../hooks/use-format';
import { useNow } from '../../../hooks/use-now';
import { sessionStore } from '../../../entities/session/session';
import { accountKey } from '../../../lib/api/query-keys';
import { useAccountId } from '../../../entities/session/session-context';
import { sessionsQueryOptions } from '../api/security-queries';
import { SectionEmpty, SectionError, SectionSkeleton } from '../../../components/section-states';
import { paths } from '../../../lib/paths';

import './security.css';

/** 'Sessions actives': the live sessions, each with 'Terminer la session'. */
export function SessionsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const { isPending } = useQuery(sessionsQueryOptions(useAccountId()));
  return (
    <section className="security-section" aria-labelledby={titleId} aria-busy={isPending}>
      <h2 id={titleId} className="security-section__title">
        {t('security.sessions.title')}
      </h2>
      <SessionList endLabel={t('security.sessions.end')} />
    </section>
  );
}

/**
 * The live sessions with their loading, empty and error states; `endLabel` names the button
 * that ends one ('Terminer la session' here, 'Déconnecter' in the settings).
 */
export function SessionList({ endLabel }: { endLabel: string }) {
  const { t } = useTranslation();
  const { data: sessions, isError, refetch, isFetching } = useQuery(sessionsQueryOptions(useAccountId()));

  let content;
  if (sessions) {
    content =
      sessions.length === 0 ? (
        <SectionEmpty message={t('security.sessions.empty')} />
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} endLabel={endLabel} />
          ))}
        </ul>
      );
  } else if (isError && !isFetching) {
    content = <SectionError message={t('security.sessions.loadError')} onRetry={() => void refetch()} />;
  } else {
    content = <SectionSkeleton rows={2} />;
  }

  return content;
}

function SessionItem({ session, endLabel }: { session: SessionInfo; endLabel: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useNow(30_000);
  const deviceId = useId();

  const end = useMutation({
    mutationFn: () => apiCall(endpoints.auth.endSession, { params: { id: session.id } }),
    onSuccess: async () => {
      if (session.current) {
        await sessionStore.logout();
        void navigate(paths.dashboard);
        return;
      }
      toast.success(t('security.sessions.ended'));
      await queryClient.invalidateQueries({ queryKey: accountKey() });
    },
    onError: (error) => {
      toast.error(errorText(error, t, t('security.sessions.endError')));
    },
  });

  return (
    <li className={session.current ? 'session-item session-item--current' : 'session-item'}>
      <Laptop className="session-item__icon" size={22} aria-hidden="true" />
      <div className="session-item__body">
        <p className="session-item__device">
          <span id={deviceId}>{session.device}</span>
          {session.current && <span className="badge badge--accent">{t('security.sessions.current')}</span>}
        </p>
        <p className="session-item__meta">
          {session.ip ? t('security.sessions.ip', { ip: session.ip }) : t('security.sessions.ipUnknown')}
        </p>
        <p className="session-item__meta">
          <time dateTime={session.lastSeenAt} title={format.dateTime(session.lastSeenAt)}>
            {t('security.sessions.lastSeen', {
              date: format.seenDate(session.lastSeenAt, now, t('security.justNow')),
            })}
          </time>
          {' · '}
          <time dateTime={session.createdAt}>
            {t('security.sessions.opened', { date: format.dateTime(session.createdAt) })}
          </time>
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary session-item__end"
        aria-describedby={deviceId}
        disabled={end.isPending}
        onClick={() => end.mutate()}
      >
        {endLabel}
      </button>
    </li>
  );
}
