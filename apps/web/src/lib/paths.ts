import { generatePath } from 'react-router';

/**
 * Every page of the web app, once: the router declares its routes from here and every link and
 * navigation names its target from here, so no link can point at a page that does not exist.
 */
export const paths = {
  dashboard: '/',
  app: '/app/:id',
  /** /app (and /app/) without an id: 'Application non trouvée' (part 1 §2), not the dashboard. */
  appWithoutId: '/app',
  auth: '/auth',
  /** Where the server sends the browser back after a social sign-in. */
  authCallback: '/auth/callback',
  /** The same, under the address registered with Google by earlier versions. */
  authCallbackGoogle: '/auth/google/callback',
  security: '/security',
  /** The plans, and (once payment is on) buying one. */
  upgrade: '/upgrade',
  /** How to cancel, and for a subscriber the cancellation itself. */
  cancellation: '/cancellation',
  /** The contact form. */
  support: '/support',
  /** The legal pages (French, the authoritative text) and the cookie choices. */
  legal: '/legal',
  cgu: '/cgu',
  cgv: '/cgv',
  privacy: '/privacy',
  cookies: '/cookies',
  cookieManager: '/cookie-manager',
  securityCharter: '/security-charter',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The page of one app: `/app/password-generator`. */
export function appPath(id: string): string {
  return generatePath(paths.app, { id });
}
