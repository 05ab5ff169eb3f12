import { ANALYTICS_TAG_HOST, ANALYTICS_TAG_SCRIPT } from '@trousse/contracts/cookie-rules';

/**
 * Security headers on every answer, computed once. Styles allow 'unsafe-inline' because the
 * toast library inserts its stylesheet at run time; scripts never do (docs/decisions/003).
 */
export function contentSecurityPolicyFor(options: { analytics: boolean }): string {
  // The Google tag's hosts only when ANALYTICS_MEASUREMENT_ID is set; its script still loads
  // only after consent (the web app decides), and never as an inline script. Scripts: the tag's
  // own path alone (a path without a trailing slash matches that one file), not any script the
  // host serves. Its hits and pixels go to the hosts Google's CSP guide names.
  const script = options.analytics ? ` ${ANALYTICS_TAG_SCRIPT}` : '';
  const tag = options.analytics ? ` ${ANALYTICS_TAG_HOST}` : '';
  const analytics = options.analytics ? ' https://*.google-analytics.com' : '';
  const collect = options.analytics ? ' https://*.analytics.google.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${analytics}${tag}`,
    "font-src 'self'",
    `connect-src 'self'${analytics}${collect}${tag}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `analytics`: ANALYTICS_MEASUREMENT_ID is set. */
export interface HeadersOptions {
  production: boolean;
  analytics?: boolean;
}

/**
 * What a JSON answer needs: nothing may run in it or frame it, no sniffing, never stored. The
 * document-only headers (the page's CSP, Permissions-Policy, COOP, Referrer-Policy) are left out,
 * and so are X-Frame-Options, which `frame-ancestors` supersedes, and CORP, which browsers apply
 * to a nosniff JSON answer already (ORB): each header line costs every answer, and the six of
 * before cost the catalogue a sixth of its rate (docs/decisions/003).
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The API's answers, but not its documentation pages (/api/docs), which are documents. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers of each answer, computed once: the API's for the API, the page's for the rest.
 * app.ts sets them in its one hook that every request passes.
 */
export function securityHeaders(options: HeadersOptions): (url: string) => Record<string, string> {
  const hsts: Record<string, string> = options.production
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
  const page: Record<string, string> = {
    'content-security-policy': contentSecurityPolicyFor({ analytics: options.analytics ?? false }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...hsts,
  };
  const api: Record<string, string> = {
    'content-security-policy': apiContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    // API answers may carry account data: never stored by a browser or a proxy.
    'cache-control': 'no-store',
    ...hsts,
  };
  return (url) => (isApiAnswer(url) ? api : page);
}
