import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Footer } from './footer';
import { Header } from './header';

import './layout.css';

export const MAIN_CONTENT_ID = 'main-content';

interface LayoutProps {
  onOpenPalette: () => void;
  /** The header's end: sign-in link or account menu (provided by the app). */
  accountArea: ReactNode;
  children: ReactNode;
}

/** The page frame: skip link, header, main content, footer. */
export function Layout({ onOpenPalette, accountArea, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header onOpenPalette={onOpenPalette} accountArea={accountArea} />
      <main id={MAIN_CONTENT_ID} className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
