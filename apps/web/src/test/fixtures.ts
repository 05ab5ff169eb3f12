import type { App } from '@trousse/contracts/api/apps/schemas';

/** A catalogue entry with sensible defaults, for tests. */
export function makeApp(overrides: Partial<App> & Pick<App, 'id'>): App {
  return {
    name: overrides.id,
    description: '',
    slug: overrides.id,
    version: '1.0.0',
    access: 'public',
    permissions: [],
    tags: [],
    quotas: { metered: false, usesPerCall: 0 },
    likesCount: 0,
    isLikedByUser: false,
    isFavorite: false,
    ...overrides,
  };
}
