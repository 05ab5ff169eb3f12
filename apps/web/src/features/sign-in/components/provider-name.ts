import { useTranslation } from 'react-i18next';

import { oauthProviders } from '../lib/auth-flow';
import type { OAuthProvider } from '../lib/auth-flow';

function isKnownProvider(provider: string): provider is OAuthProvider {
  return (oauthProviders as readonly string[]).includes(provider);
}

/** The display name of a social sign-in provider ('' when none). */
export function useProviderName(provider: string | undefined): string {
  const { t } = useTranslation();
  if (!provider) return '';
  return isKnownProvider(provider) ? t(`auth.providers.${provider}`) : provider;
}
