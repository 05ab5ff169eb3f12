import { languages } from '@trousse/contracts/language';
import { useId, useState } from 'react';
import type { Language } from '@trousse/contracts/language';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

import { useLanguageChooser } from '../../../i18n/language-chooser';
import { languageNames } from '../../../i18n/language-names';

/**
 * 'Langue': the four languages as radio buttons, each in its own name. A choice applies at once
 * and is saved on the account (the session feature listens to every choice).
 */
export function LanguageSection() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChooser();
  const name = useId();
  // The chosen language shows at once, while its texts load.
  const [pending, setPending] = useState<Language | null>(null);
  return (
    <fieldset className="settings-languages">
      <legend className="settings__text">{t('settings.language.legend')}</legend>
      {languages.map((option) => (
        <label key={option} className="settings-languages__option" lang={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={(pending ?? language) === option}
            onChange={() => {
              setPending(option);
              choose(option)
                .catch(() => toast.error(t('footer.languageError')))
                .finally(() => setPending((current) => (current === option ? null : current)));
            }}
          />
          {languageNames[option]}
        </label>
      ))}
    </fieldset>
  );
}
