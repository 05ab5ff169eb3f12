import { useQuery } from '@tanstack/react-query';
import { LEGAL_LAST_UPDATED } from '@trousse/contracts/legal-figures';
import { Link2 } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { BackButton } from '../../../components/back-button';
import { ErrorState } from '../../../components/error-state';
import { SectionSkeleton } from '../../../components/section-states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../i18n';
import { siteInfoQueryOptions } from '../../../entities/site/site-info';
import { paths } from '../../../lib/paths';
import type { LegalBlock, LegalDocument, LegalFacts, LegalPageId } from '../content/types';

import './legal.css';

/** Each page's text, loaded with it (they are long, and French only). */
const documents: Record<LegalPageId, () => Promise<(facts: LegalFacts) => LegalDocument>> = {
  legal: () => import('../content/legal-notice').then((module) => module.legalNoticeDocument),
  cgu: () => import('../content/cgu').then((module) => module.cguDocument),
  cgv: () => import('../content/cgv').then((module) => module.cgvDocument),
  privacy: () => import('../content/privacy').then((module) => module.privacyDocument),
  cookies: () => import('../content/cookie-policy').then((module) => module.cookiePolicyDocument),
  securityCharter: () =>
    import('../content/security-charter').then((module) => module.securityCharterDocument),
};

export type LegalActions = Partial<Record<'cookie-manager', ReactNode>>;

/**
 * A legal page: 'Retour', the title, 'Dernière mise à jour', a table of contents, and each
 * section under a heading with its anchor. The text is French in every language (the
 * authoritative one); the other languages say so above it.
 */
export function LegalPage({ page, actions = {} }: { page: LegalPageId; actions?: LegalActions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const site = useQuery(siteInfoQueryOptions());
  const write = useQuery({
    queryKey: ['legal-document', page] as const,
    queryFn: documents[page],
    staleTime: Infinity,
  });
  const document_ =
    site.data && write.data
      ? write.data({ publisher: site.data.publisher, analytics: site.data.analyticsId !== null })
      : null;
  useDocumentTitle(t('common.pageTitle', { page: document_?.title ?? t('legalPages.back') }));
  useScrollToHash(document_ !== null);

  let body: ReactNode;
  if (document_) {
    body = <LegalText document={document_} actions={actions} />;
  } else if ((site.isError && !site.isFetching) || (write.isError && !write.isFetching)) {
    body = (
      <ErrorState
        message={t('legalPages.loadError')}
        actionLabel={t('common.retry')}
        onAction={() => void Promise.all([site.refetch(), write.refetch()])}
      />
    );
  } else {
    body = <SectionSkeleton rows={6} />;
  }

  return (
    <div className="legal-page">
      <BackButton label={t('legalPages.back')} />
      {language !== 'fr' && (
        <p className="legal-page__notice" role="note">
          {t('legalPages.frenchNotice')}
        </p>
      )}
      <div lang="fr">{body}</div>
    </div>
  );
}

function LegalText({ document, actions }: { document: LegalDocument; actions: LegalActions }) {
  const { t } = useTranslation();
  return (
    <article className="legal-text">
      <header className="legal-text__header">
        <h1 className="page-title">{document.title}</h1>
        <p className="legal-text__updated">{t('legalPages.updated', { date: LEGAL_LAST_UPDATED })}</p>
        {document.intro?.map((block, index) => (
          <Block key={index} block={block} actions={actions} />
        ))}
      </header>
      <nav className="legal-text__contents" aria-label={t('legalPages.contents')}>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-text__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className="legal-text__title">
            {section.title}{' '}
            <a
              href={`#${section.id}`}
              className="legal-text__anchor"
              aria-label={t('legalPages.anchor', { title: section.title })}
            >
              <Link2 size={16} aria-hidden="true" />
            </a>
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} actions={actions} />
          ))}
        </section>
      ))}
      {document.supportLink && (
        <p className="legal-text__support">
          <Link to={paths.support}>{t('legalPages.support')}</Link>
        </p>
      )}
    </article>
  );
}

function Block({ block, actions }: { block: LegalBlock; actions: LegalActions }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('link' in block) {
    const { to, label, before, after } = block.link;
    return (
      <p>
        {before}
        <Link to={to}>{label}</Link>
        {after}
      </p>
    );
  }
  return <div className="legal-text__action">{actions[block.action]}</div>;
}

/** An address with #section scrolls there once the text is in (it arrives after the page). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
