import type { User } from '@trousse/contracts/api/auth/schemas';
import { Bell, CreditCard, LifeBuoy, LogOut, Settings, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useSession } from '../../entities/session/session-context';
import { useAppDialogActions, type AppDialog } from '../../hooks/app-dialogs';
import { paths } from '../../lib/paths';

/**
 * What the open account menu shows: the email, the simple id and the account's entries. Its
 * own chunk, loaded just after the first screen of a signed-in user (account-menu.tsx): a
 * visitor's first download does not carry it.
 */
export function AccountMenuPanel({ user, close }: { user: User; close: (restoreFocus: boolean) => void }) {
  const { t } = useTranslation();
  const { openAppDialog } = useAppDialogActions();
  const { logout } = useSession();
  const navigate = useNavigate();

  /** An entry that closes the menu and opens one of the account's dialogs. */
  const dialogEntry = (dialog: AppDialog, Icon: LucideIcon, label: string) => (
    <li>
      <button
        type="button"
        className="account-menu__item"
        onClick={() => {
          close(false);
          openAppDialog(dialog);
        }}
      >
        <Icon size={18} aria-hidden="true" />
        {label}
      </button>
    </li>
  );

  const onLogout = async () => {
    close(false);
    await logout();
    void navigate(paths.dashboard);
  };

  return (
    <>
      <div className="account-menu__identity">
        <p className="account-menu__email">{user.email}</p>
        <p className="account-menu__id">{t('account.simpleId', { id: user.IDsimple })}</p>
      </div>
      <ul className="account-menu__list">
        {dialogEntry('settings', Settings, t('account.settings'))}
        {dialogEntry('subscription', CreditCard, t('account.subscription'))}
        <li>
          <Link to={paths.support} className="account-menu__item" onClick={() => close(false)}>
            <LifeBuoy size={18} aria-hidden="true" />
            {t('account.support')}
          </Link>
        </li>
        {dialogEntry('alerts', Bell, t('account.alerts'))}
        <li>
          <button type="button" className="account-menu__item" onClick={() => void onLogout()}>
            <LogOut size={18} aria-hidden="true" />
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </>
  );
}
