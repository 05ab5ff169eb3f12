import { CookieManagerButton } from '../../features/consent/components/cookie-manager';
import { LegalPage } from '../../features/legal/components/legal-page';
import type { LegalPageId } from '../../features/legal/content/types';
import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { useSection } from '../../i18n/sections';

/** The legal pages; the cookie policy's 'Gérer mes cookies' is the consent feature's. */
export default function LegalRoute({ page }: { page: LegalPageId }) {
  const ready = useSection('legalPages');
  if (!ready) return <AppPageSkeleton />;
  return (
    <LegalPage
      page={page}
      actions={page === 'cookies' ? { 'cookie-manager': <CookieManagerButton /> } : undefined}
    />
  );
}
