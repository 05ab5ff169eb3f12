import { useMutation } from '@tanstack/react-query';
import type { User } from '@trousse/contracts/api/auth/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';

import { changeLanguage, currentLanguage, type Language } from '../../i18n';
import { onLanguageChosen } from '../../i18n/language-chooser';
import { apiCall } from '../../lib/api-client';
import { sessionStore } from '../../entities/session/session';

/**
 * The signed-in account's language: applied when the account arrives (sign-in, start-up check),
 * and saved on the account when the user chooses another in the footer — so it follows them to
 * another browser, and every mail is written in it.
 */
export function useAccountLanguage(user: User | null) {
  const { t } = useTranslation();
  const { mutate: save } = useMutation({
    mutationFn: (language: Language) => apiCall(endpoints.auth.preferences, { body: { language } }),
    onSuccess: ({ user: saved }) => sessionStore.updateUser(saved),
    onError: () => toast.error(t('footer.languageSaveError')),
  });

  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage()) {
      changeLanguage(accountLanguage).catch((error: unknown) =>
        console.warn('The account language could not be loaded', error),
      );
    }
  }, [user?.id, accountLanguage]);

  useEffect(
    () =>
      onLanguageChosen((language) => {
        const signedIn = sessionStore.getSnapshot().user;
        if (signedIn && signedIn.language !== language) save(language);
      }),
    [save],
  );
}
