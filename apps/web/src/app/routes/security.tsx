import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { SecurityPage } from '../../features/security/components/security-page';
import { TwoFactorSection } from '../../features/two-factor/components/two-factor-section';
import { useSection } from '../../i18n/sections';

/** /security: its texts come with it, in the reader's language. */
export default function SecurityRoute() {
  if (!useSection('security')) return <AppPageSkeleton />;
  return <SecurityPage twoFactorSection={<TwoFactorSection />} />;
}
