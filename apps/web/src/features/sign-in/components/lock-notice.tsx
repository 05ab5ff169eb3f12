import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { clockWait, relativeWait } from '../../../lib/wait-display';

/** "Nouvel essai possible dans 3 h (2:59:58)": the relative wait, then the precise countdown. */
export function WaitText({ seconds, template }: { seconds: number; template: 'lock' | 'cooldown' }) {
  const { t } = useTranslation();
  const wait = relativeWait(seconds);
  const time =
    wait.unit === 'hours'
      ? t('auth.waitHours', { count: wait.count })
      : t('auth.waitMinutes', { count: wait.count });
  const text = template === 'lock' ? t('auth.lockedWait', { time }) : t('auth.reset.cooldown', { time });
  return (
    <p className="wait-text">
      <Clock size={16} aria-hidden="true" />
      <span>{text}</span>
      <span className="wait-text__clock" aria-hidden="true">
        {clockWait(seconds)}
      </span>
    </p>
  );
}
