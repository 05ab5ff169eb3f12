import { Search } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { useSearchQuery } from '../../hooks/search-query';
import { isApplePlatform } from '../../lib/platform';
import { BrandMark } from '../ui/brand-mark';
import { paths } from '../../lib/paths';

import './header.css';

interface HeaderProps {
  onOpenPalette: () => void;
  /** 'Se connecter' or the account menu. */
  accountArea: ReactNode;
}

export function Header({ onOpenPalette, accountArea }: HeaderProps) {
  const { t } = useTranslation();
  const { query, setQuery } = useSearchQuery();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputId = useId();

  // The list being filtered is on the dashboard: searching from elsewhere goes there.
  const showResults = () => {
    if (pathname !== paths.dashboard) void navigate(paths.dashboard);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showResults();
  };

  const modifier = isApplePlatform ? t('header.shortcutMeta') : t('header.shortcutCtrl');
  const paletteLabel = t('header.paletteButton', { shortcut: `${modifier}+K` });

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.dashboard} className="brand">
          <BrandMark />
          <span className="brand__name">{t('common.brand')}</span>
        </Link>

        <form role="search" className="header-search" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="sr-only">
            {t('header.searchLabel')}
          </label>
          <Search className="header-search__icon" aria-hidden="true" size={18} />
          <input
            id={inputId}
            type="search"
            className="header-search__input"
            placeholder={t('header.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              showResults();
            }}
          />
          <button
            type="button"
            className="header-search__shortcut"
            onClick={onOpenPalette}
            aria-label={paletteLabel}
            title={paletteLabel}
          >
            {/* The keys as the name ends with them (Ctrl+K): what is seen is part of what is heard. */}
            <kbd>{modifier}</kbd>
            <span className="header-search__plus">+</span>
            <kbd>K</kbd>
          </button>
        </form>

        <div className="header-account">{accountArea}</div>
      </div>
    </header>
  );
}
