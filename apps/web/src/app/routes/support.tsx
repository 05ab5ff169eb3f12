import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { SupportPage } from '../../features/support/components/support-page';
import { useSection } from '../../i18n/sections';

/** /support: the contact page, for everyone; its texts come with it in the reader's language. */
export default function SupportRoute() {
  if (!useSection('support')) return <AppPageSkeleton />;
  return <SupportPage />;
}
