import { Languages, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';

import { isLanguage, languages, type Language } from '../../i18n';
import { useLanguageChooser } from '../../i18n/language-chooser';
import { languageNames } from '../../i18n/language-names';

import './footer.css';
import './language-select.css';
import { pages } from '../../lib/pages';

/**
 * 'Langue': a native select (keyboard and screen readers for free), each language in its own
 * name and marked with its `lang` so that it is read with the right voice.
 */
function LanguageSelect() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChooser();
  const selectId = useId();
  // The chosen language shows at once, while its catalogue downloads.
  const [pending, setPending] = useState<Language | null>(null);

  return (
    <div className="language-select">
      <Languages size={18} aria-hidden="true" />
      <label htmlFor={selectId}>{t('footer.language')}</label>
      <select
        id={selectId}
        className="language-select__input"
        value={pending ?? language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLanguage(next)) return;
          setPending(next);
          choose(next)
            .catch(() => toast.error(t('footer.languageError')))
            // Done or failed, the select shows the language the app is in (unless a later
            // choice is still on its way).
            .finally(() => setPending((current) => (current === next ? null : current)));
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The footer's links, from the table of pages, whose order is the spec's (part 2 §1). */
const footerLinks = Object.values(pages).flatMap((page) =>
  'footer' in page ? [[page.path, page.footer] as const] : [],
);

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__security">
          <ShieldCheck aria-hidden="true" size={18} />
          <span>{t('footer.encryption')}</span>
        </p>
        <nav className="site-footer__links" aria-label={t('footer.linksLabel')}>
          {footerLinks.map(([path, key]) => (
            <Link key={path} to={path} className="site-footer__link">
              {t(key)}
            </Link>
          ))}
        </nav>
        <LanguageSelect />
      </div>
    </footer>
  );
}
