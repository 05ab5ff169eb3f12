import { SecurityPage } from '../../features/auth/security/security-page';

export default function SecurityRoute() {
  return <SecurityPage />;
}
