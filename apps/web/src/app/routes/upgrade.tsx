import { UpgradePage } from '../../features/plans/components/upgrade-page';

export default function UpgradeRoute() {
  return <UpgradePage />;
}
