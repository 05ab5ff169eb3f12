import { generatePath } from 'react-router';

import { pages, type PageId } from './pages';

/**
 * Every page's address, from the table of pages (lib/pages.ts): the router declares its routes
 * from the same table and every link and navigation names its target from here, so no link can
 * point at a page that does not exist.
 */
export const paths = Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, page.path])) as {
  readonly [K in PageId]: (typeof pages)[K]['path'];
};

/** The page of one app: `/app/password-generator`. */
export function appPath(id: string): string {
  return generatePath(paths.app, { id });
}
