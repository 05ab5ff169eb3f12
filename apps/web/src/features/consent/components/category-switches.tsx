import { useTranslation } from 'react-i18next';

import { Switch } from '../../../components/ui/switch';
import type { ConsentChoice } from '../../../entities/consent/consent';

/** The three categories: the strictly necessary one always on, analytics and marketing to choose. */
export function CategorySwitches({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="consent-switches">
      <Switch
        checked
        disabled
        onCheckedChange={() => {}}
        label={t('consent.categories.necessary')}
        description={t('consent.categories.necessaryHint')}
      />
      <Switch
        checked={choice.analytics}
        onCheckedChange={(analytics) => onChange({ ...choice, analytics })}
        label={t('consent.categories.analytics')}
        description={t('consent.categories.analyticsHint')}
      />
      <Switch
        checked={choice.marketing}
        onCheckedChange={(marketing) => onChange({ ...choice, marketing })}
        label={t('consent.categories.marketing')}
        description={t('consent.categories.marketingHint')}
      />
    </div>
  );
}
