import { useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@trousse/contracts/api/audit/schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { auditTypeKey } from '../lib/audit-labels';
import { useFormat } from '../../../hooks/use-format';
import { useAccountId } from '../../../entities/session/session-context';
import { AUDIT_PAGE_SIZE, auditQueryOptions } from '../api/security-queries';
import { SectionEmpty, SectionError, SectionSkeleton } from '../../../components/section-states';

/** "Journal d'activité": the audit log, newest first, 'Précédent' / 'Suivant'. */
export function AuditSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery(
    auditQueryOptions(useAccountId(), page),
  );

  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || AUDIT_PAGE_SIZE))) : 1;

  let content;
  if (data) {
    content =
      data.data.length === 0 ? (
        <SectionEmpty message={t('security.audit.empty')} />
      ) : (
        <>
          <ol className="audit-list" aria-busy={isPlaceholderData}>
            {data.data.map((event) => (
              <AuditItem key={event.id} event={event} />
            ))}
          </ol>
          {pages > 1 && (
            <nav className="pagination" aria-label={t('security.audit.pagination')}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1 || isFetching}
                onClick={() => setPage((value) => Math.max(1, value - 1))}
              >
                <ChevronLeft size={16} aria-hidden="true" />
                {t('security.audit.previous')}
              </button>
              <p className="pagination__status" aria-live="polite">
                {t('security.audit.pageOf', { page: format.count(page), pages: format.count(pages) })}
              </p>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pages || isFetching}
                onClick={() => setPage((value) => value + 1)}
              >
                {t('security.audit.next')}
                <ChevronRight size={16} aria-hidden="true" />
              </button>
            </nav>
          )}
        </>
      );
  } else if (isError && !isFetching) {
    content = <SectionError message={t('security.audit.loadError')} onRetry={() => void refetch()} />;
  } else {
    content = <SectionSkeleton rows={3} />;
  }

  return (
    <section className="security-section" aria-labelledby={titleId} aria-busy={isPending}>
      <h2 id={titleId} className="security-section__title">
        {t('security.audit.title')}
      </h2>
      {content}
    </section>
  );
}

function AuditItem({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="audit-item">
      <p className="audit-item__label">{t(`security.audit.types.${auditTypeKey(event.type)}`)}</p>
      <p className="audit-item__meta">
        <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
        <span>
          <span className="sr-only">{t('common.fieldLabel', { label: t('security.audit.ip') })} </span>
          {event.ip ?? t('security.audit.unknown')}
        </span>
        <span>
          <span className="sr-only">{t('common.fieldLabel', { label: t('security.audit.device') })} </span>
          {event.device ?? t('security.audit.unknown')}
        </span>
      </p>
    </li>
  );
}
