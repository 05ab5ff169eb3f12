import { SecurityPage } from '../../features/security/components/security-page';
import { TwoFactorSection } from '../../features/two-factor/components/two-factor-section';

export default function SecurityRoute() {
  return <SecurityPage twoFactorSection={<TwoFactorSection />} />;
}
