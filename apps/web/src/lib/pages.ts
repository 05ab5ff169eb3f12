/**
 * Every page of the web app, once, as plain data: its address, the module of src/app/routes/
 * that renders it, what its first screen needs besides that code, and where it is linked from.
 * The router (app/router.tsx) declares its routes and preloads the first screen from it, the
 * footer lists its links from it, `paths` (lib/paths.ts) names its addresses from it, and the
 * web build (vite.config.ts) reads it to write which chunks each page's HTML preloads — which
 * is why it imports nothing and holds module names as text, not `import()` calls.
 */
export interface PageEntry {
  /** The address, in React Router's syntax (`:param` segments). */
  readonly path: string;
  /** The module of src/app/routes/ that renders the page, without its extension. */
  readonly route: string;
  /** In the entry rather than loaded on demand: the first screen of most visits. */
  readonly inEntry?: boolean;
  /** What the first screen shows besides its code: fetched with it, before the first render. */
  readonly data?: readonly PageData[];
  /** Code the first screen shows at some addresses, in chunks of its own: loaded with it there. */
  readonly extra?: readonly { readonly path: string; readonly code: ExtraCode }[];
  /** The text a legal page shows (one route for all of them). */
  readonly legal?: string;
  /** The key of its link's label in the footer, which lists them in this table's order. */
  readonly footer?: string;
}

/** The first data a page can ask for; app/router.tsx says how each is fetched. */
export type PageData = 'apps' | 'oauthProviders';

/** Code loaded on demand inside a page, from src/: app/router.tsx says how each is loaded. */
export const extraCode = {
  generator: 'features/generator/components/password-generator.tsx',
} as const;

export type ExtraCode = keyof typeof extraCode;

export const pages = {
  dashboard: { path: '/', route: 'dashboard', inEntry: true, data: ['apps'] },
  app: {
    path: '/app/:id',
    route: 'app-workspace',
    data: ['apps'],
    // The generator's page shows the generator at once (PASSWORD_GENERATOR_ID, checked by
    // pages.test.ts).
    extra: [{ path: '/app/password-generator', code: 'generator' }],
  },
  /** /app (and /app/) without an id: 'Application non trouvée' (part 1 §2), not the dashboard. */
  appWithoutId: { path: '/app', route: 'app-workspace', data: ['apps'] },
  // The email step, where a visit starts, shows the social sign-in buttons.
  auth: { path: '/auth', route: 'auth', data: ['oauthProviders'] },
  /** Where the server sends the browser back after a social sign-in. */
  authCallback: { path: '/auth/callback', route: 'auth-callback' },
  /** The same, under the address registered with Google by earlier versions. */
  authCallbackGoogle: { path: '/auth/google/callback', route: 'auth-callback' },
  security: { path: '/security', route: 'security' },
  /** The plans, and (once payment is on) buying one. */
  upgrade: { path: '/upgrade', route: 'upgrade' },
  /** The legal pages (French, the authoritative text) and the cookie choices. */
  legal: { path: '/legal', route: 'legal', legal: 'legal', footer: 'footer.legal' },
  cgu: { path: '/cgu', route: 'legal', legal: 'cgu', footer: 'footer.cgu' },
  cgv: { path: '/cgv', route: 'legal', legal: 'cgv', footer: 'footer.cgv' },
  privacy: { path: '/privacy', route: 'legal', legal: 'privacy', footer: 'footer.privacy' },
  cookies: { path: '/cookies', route: 'legal', legal: 'cookies', footer: 'footer.cookies' },
  securityCharter: {
    path: '/security-charter',
    route: 'legal',
    legal: 'securityCharter',
    footer: 'footer.security',
  },
  /** How to cancel, and for a subscriber the cancellation itself. */
  cancellation: { path: '/cancellation', route: 'cancellation', footer: 'footer.cancellation' },
  /** The contact form. */
  support: { path: '/support', route: 'support', footer: 'footer.contact' },
  cookieManager: { path: '/cookie-manager', route: 'cookie-manager' },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;

/** The table as a list, in its order, each page with its name. */
export const pageList = Object.entries(pages).map(([id, page]) => ({
  id,
  ...page,
})) as readonly (PageEntry & {
  readonly id: PageId;
})[];
