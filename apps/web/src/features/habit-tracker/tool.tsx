import { useTranslation } from 'react-i18next';

import { Skeleton } from '../../components/ui/skeleton';
import { SignedInOnly } from '../../components/synced';
import { useSection } from '../../i18n/sections';
import { HabitTracker } from './components/habit-tracker';

import './components/habit-tracker.css';

/**
 * /app/habit-tracker: an account's habits, checked day by day on the person's own calendar,
 * with their streaks and a year's grid. Kept in the account (decision 026): a visitor is
 * invited to sign in.
 */
export default function HabitTrackerTool() {
  const { t } = useTranslation();
  if (!useSection('habitTracker')) {
    return (
      <div className="app-page__panel habit-tracker" aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="100%" height="8rem" />
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  }
  return (
    <SignedInOnly description={t('habitTracker.description')}>
      <HabitTracker />
    </SignedInOnly>
  );
}
