import type { User } from '@trousse/contracts/api/auth/schemas';
import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { toast } from '../../lib/toast';

import { useSession } from '../../entities/session/session-context';

import './session.css';
import { paths } from '../../lib/paths';

/** The header's end: 'Se connecter' for visitors, the account menu once signed in. */
export function AccountArea() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();
  if (!isAuthenticated || !user) {
    return (
      <Link to={paths.auth} className="button button--primary header-signin">
        {t('header.signIn')}
      </Link>
    );
  }
  return <AccountMenu user={user} />;
}

function initialOf(email: string): string {
  return (email.trim()[0] ?? '?').toUpperCase();
}

// The open menu's entries come just after the first screen (the menu's first effect asks for
// them): a visitor's first download does not carry them.
const AccountMenuPanel = preloadableLazy(() =>
  import('./account-menu-panel').then((module) => ({ default: module.AccountMenuPanel })),
);

/**
 * 'Mon compte': a disclosure button opening a panel with the email, the simple id and the
 * account entries. Escape or a click elsewhere closes it; Escape gives the focus back.
 */
function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    void AccountMenuPanel.preload();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      ref={containerRef}
      className="account-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={t('account.menuLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A notice in the top-right corner would cover the menu: opening it clears them.
          if (!open) toast.dismiss();
          setOpen((value) => !value);
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initialOf(user.email)}
        </span>
        <ChevronDown size={16} aria-hidden="true" className="account-menu__chevron" />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <AccountMenuPanel user={user} close={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
