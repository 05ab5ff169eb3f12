import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { oauthProvidersQueryOptions } from '../api/oauth-providers-query';
import type { OAuthProvider } from '../lib/auth-flow';
import { oauthStartUrl } from '../lib/oauth';

/** A provider's mark: its initial on its colour (no third-party logo is loaded). */
function ProviderMark({ provider }: { provider: OAuthProvider }) {
  const letter = { google: 'G', github: 'GH', facebook: 'f' }[provider];
  return (
    <span className={`social-button__mark social-button__mark--${provider}`} aria-hidden="true">
      {letter}
    </span>
  );
}

/**
 * 'Continuer avec Google' (GitHub, Facebook): one button per provider the server has enabled,
 * each a full-page trip to the provider through the server. Nothing shows while the list
 * loads or when it cannot be read.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const labelId = useId();
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);
  const { data: providers } = useQuery(oauthProvidersQueryOptions());

  // Back from the provider with the browser's back button (page restored from its cache).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!providers || providers.length === 0) return null;

  return (
    <div className="social-sign-in" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="social-sign-in__separator">
        <span aria-hidden="true">{t('auth.social.or')}</span>
        <span className="sr-only">{t('auth.social.label')}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--secondary social-button"
          disabled={leaving !== null}
          aria-busy={leaving === provider}
          onClick={() => {
            setLeaving(provider);
            window.location.assign(oauthStartUrl(provider));
          }}
        >
          <ProviderMark provider={provider} />
          {t(`auth.social.${provider}`)}
        </button>
      ))}
    </div>
  );
}
