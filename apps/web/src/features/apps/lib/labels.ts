import { categoryOf, PASSWORD_GENERATOR_ID, type AppCategory } from '@trousse/contracts/app-category';
import type { App } from '@trousse/contracts/api/apps/schemas';

import type { CategoryFilter } from './catalogue';

/** Translation key of a category filter button or category badge. */
export function categoryLabelKey(category: CategoryFilter) {
  switch (category) {
    case 'all':
      return 'filters.all' as const;
    case 'productivity':
      return 'categories.productivity' as const;
    case 'security':
      return 'categories.security' as const;
    case 'general':
      return 'categories.general' as const;
  }
}

export function appCategory(app: Pick<App, 'tags'>): AppCategory {
  return categoryOf(app.tags);
}

export function accessLabelKey(access: App['access']) {
  return access === 'registered' ? ('access.registered' as const) : ('access.public' as const);
}

export type AppIconName = 'lock' | 'smartphone';

/** The icon an app is drawn with: a padlock for the password generator, a phone otherwise. */
export function appIconName(appId: string): AppIconName {
  return appId === PASSWORD_GENERATOR_ID ? 'lock' : 'smartphone';
}
