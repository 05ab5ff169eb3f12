import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__security">
          <ShieldCheck aria-hidden="true" size={18} />
          <span>{t('footer.encryption')}</span>
        </p>
        <Link to="/support" className="site-footer__link">
          {t('footer.contact')}
        </Link>
      </div>
    </footer>
  );
}
