import { UpgradePage } from '../../features/billing/components/upgrade-page';

export default function UpgradeRoute() {
  return <UpgradePage />;
}
