import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

interface LayoutProps {
  onOpenPalette: () => void;
  children: ReactNode;
}

/** The page frame: skip link, header, main content, footer. */
export function Layout({ onOpenPalette, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header onOpenPalette={onOpenPalette} />
      <main id={MAIN_CONTENT_ID} className="site-main container" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
