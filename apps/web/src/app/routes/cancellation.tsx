import { AppPageSkeleton } from '../../features/apps/components/app-page-skeleton';
import { SubscriptionPanel } from '../../features/billing/components/subscription-panel';
import { CancellationPage } from '../../features/cancellation/components/cancellation-page';
import { useIsAuthenticated } from '../../entities/session/use-is-authenticated';
import { useSection } from '../../i18n/sections';

/** /cancellation: the policy for everyone; for a signed-in user, the cancellation itself. */
export default function CancellationRoute() {
  const isAuthenticated = useIsAuthenticated();
  // The policy's texts come with the page, in the reader's language.
  if (!useSection('cancellation')) return <AppPageSkeleton />;
  return <CancellationPage action={isAuthenticated ? <SubscriptionPanel /> : undefined} />;
}
