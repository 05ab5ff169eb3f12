import { isIP } from 'node:net';
import { RECOVERY_CHANGE_DELAY_HOURS, RECOVERY_CHANGE_WINDOW_HOURS } from '@trousse/contracts/auth-rules';
import { z } from 'zod';

/**
 * The only door to the process environment (DECISIONS §1): every setting is read once at
 * start, validated here, and a wrong value stops the start with a message naming it.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isUrlWithProtocol(value, protocols), {
      message: `doit être une URL de la forme ${example}`,
    });

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlWithDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : fallback))
    .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), {
      message: 'doit être une URL http(s)',
    })
    .transform((value) => value.replace(/\/+$/, ''));

/** A provider is enabled only when both its client id and secret are set. */
function credentials<Endpoints extends Record<string, string>>(
  clientId: string | undefined,
  clientSecret: string | undefined,
  endpoints: Endpoints,
): ({ clientId: string; clientSecret: string } & Endpoints) | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : undefined;
}

/** No proxy, the number of proxies in front (hops), or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const trustProxyExamples = 'le nombre de proxys (1) ou leurs adresses (10.0.0.1, 10.0.0.0/8)';

/**
 * `true` would trust every hop: behind a proxy that appends to X-Forwarded-For, the client's
 * own leftmost value would become request.ip (a fresh rate-limit bucket per request, forged
 * addresses in the audit log). Only a hop count or a list of proxy addresses is accepted.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (value === '' || value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `« true » ferait confiance à tous les intermédiaires ; indiquez ${trustProxyExamples}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops === 0) return false;
      if (Number.isSafeInteger(hops)) return hops;
      ctx.addIssue({ code: 'custom', message: `« ${value} » n'est pas un nombre de proxys plausible` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `« ${wrong || value} » n'est ni un nombre de proxys ni une adresse IP ou une plage CIDR ; indiquez ${trustProxyExamples}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * What Fastify's `trustProxy` gets. Since Fastify 5.12.1 a number there trusts nothing (every
 * client behind the proxies would share their address, and one rate-limit bucket), so a hop
 * count becomes the equivalent function: the socket peer and the entries the other proxies
 * appended to X-Forwarded-For are trusted, the next one leftwards is the client, whatever the
 * client wrote further left. It holds only if nothing but the proxies can reach the server;
 * startWarnings says so when HOST is not loopback.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** An IPv4 or IPv6 address, optionally followed by a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  // A zone index (fe80::1%eth0) passes isIP but not the proxy matcher: refused.
  const version = address.includes('%') ? 0 : isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A port of the metrics server; unset or empty, no metrics server. */
const optionalPort = z
  .string()
  .optional()
  .transform((raw, ctx): number | undefined => {
    const value = (raw ?? '').trim();
    if (value === '') return undefined;
    const port = Number(value);
    if (/^\d{1,5}$/.test(value) && port >= 1 && port <= 65535) return port;
    ctx.addIssue({ code: 'custom', message: 'doit être un numéro de port entre 1 et 65535' });
    return z.NEVER;
  });

/** The variables the configuration reads, before the checks that span several of them. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://utilisateur@hôte:5432/base'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://hôte:6379'),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://trousse.example'),
  APP_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'doit contenir au moins 32 caractères',
    }),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://utilisateur:motdepasse@hôte:587'),
  MAIL_FROM: z.string().trim().min(3).default('Trousse <no-reply@trousse.local>'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /**
   * Prometheus metrics (GET /metrics, lib/metrics.ts) on a port of their own, never the public
   * PORT; unset, not served at all.
   */
  METRICS_PORT: optionalPort,
  /** The interface the metrics port listens on: this machine only, unless the scraper is elsewhere. */
  METRICS_HOST: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : '127.0.0.1'))
    .refine((value) => isIP(value) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value), {
      message: "doit être une adresse IP ou un nom d'hôte (127.0.0.1, 0.0.0.0, ::1)",
    }),
  TRUST_PROXY: trustProxy,
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Per-IP limit of POST /api/support per hour, on top of the 4 messages per address and 24 h. */
  SUPPORT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(20),
  /** Where support messages go; unset, a local address, so that they land in the outbox. */
  SUPPORT_EMAIL: optionalText
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'doit être une adresse e-mail (support@exemple.fr)',
    })
    .transform((value) => value ?? 'support@trousse.local'),
  /** The support phone number the support page shows, as written; unset, none. */
  SUPPORT_PHONE: optionalText,
  /** The security delay before a recovery address can be changed (99 h), and the window after it (24 h). */
  RECOVERY_CHANGE_DELAY_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(365 * 86_400)
    .default(RECOVERY_CHANGE_DELAY_HOURS * 3600),
  RECOVERY_CHANGE_WINDOW_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(365 * 86_400)
    .default(RECOVERY_CHANGE_WINDOW_HOURS * 3600),
  OAUTH_GOOGLE_CLIENT_ID: optionalText,
  OAUTH_GOOGLE_CLIENT_SECRET: optionalText,
  OAUTH_GOOGLE_ISSUER: urlWithDefault('https://accounts.google.com'),
  OAUTH_GITHUB_CLIENT_ID: optionalText,
  OAUTH_GITHUB_CLIENT_SECRET: optionalText,
  OAUTH_GITHUB_AUTHORIZE_URL: urlWithDefault('https://github.com/login/oauth/authorize'),
  OAUTH_GITHUB_TOKEN_URL: urlWithDefault('https://github.com/login/oauth/access_token'),
  OAUTH_GITHUB_API_URL: urlWithDefault('https://api.github.com'),
  OAUTH_FACEBOOK_CLIENT_ID: optionalText,
  OAUTH_FACEBOOK_CLIENT_SECRET: optionalText,
  OAUTH_FACEBOOK_AUTHORIZE_URL: urlWithDefault('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: urlWithDefault('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_GRAPH_URL: urlWithDefault('https://graph.facebook.com/v19.0'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_STANDARD: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  STRIPE_PRICE_INFINITY: optionalText,
  STRIPE_PAYMENT_LINK_STANDARD: optionalUrl(['https:', 'http:'], 'https://buy.stripe.com/…'),
  STRIPE_PAYMENT_LINK_PREMIUM: optionalUrl(['https:', 'http:'], 'https://buy.stripe.com/…'),
  STRIPE_PAYMENT_LINK_INFINITY: optionalUrl(['https:', 'http:'], 'https://buy.stripe.com/…'),
  STRIPE_API_BASE: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:12111'),
  /** The legal notice's publisher and host (issue 14), shown as written; unset, the page says so. */
  LEGAL_PUBLISHER_NAME: optionalText,
  LEGAL_PUBLISHER_FORM: optionalText,
  LEGAL_PUBLISHER_ADDRESS: optionalText,
  LEGAL_PUBLISHER_REGISTRATION: optionalText,
  LEGAL_PUBLICATION_DIRECTOR: optionalText,
  LEGAL_CONTACT_EMAIL: optionalText.refine(
    (value) => value === undefined || z.email().safeParse(value).success,
    'doit être une adresse e-mail (contact@exemple.fr)',
  ),
  LEGAL_HOST: optionalText,
  /** The Google tag's measurement id; unset, no analytics, and the CSP allows none of its hosts. */
  ANALYTICS_MEASUREMENT_ID: optionalText.refine(
    (value) => value === undefined || /^G-[A-Z0-9]{4,20}$/.test(value),
    'doit être un identifiant de mesure de la forme G-XXXXXXX',
  ),
});

/** What billing needs to be on: the key, the webhook secret and the three monthly prices. */
const billingVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STANDARD',
  'STRIPE_PRICE_PREMIUM',
  'STRIPE_PRICE_INFINITY',
] as const;

export const configSchema = envSchema.transform((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_SECRET'],
      message: 'est obligatoire quand NODE_ENV=production',
    });
  }
  for (const provider of ['GOOGLE', 'GITHUB', 'FACEBOOK'] as const) {
    const id = env[`OAUTH_${provider}_CLIENT_ID`];
    const secret = env[`OAUTH_${provider}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      ctx.addIssue({
        code: 'custom',
        path: [id ? `OAUTH_${provider}_CLIENT_SECRET` : `OAUTH_${provider}_CLIENT_ID`],
        message: `est obligatoire avec OAUTH_${provider}_CLIENT_${id ? 'ID' : 'SECRET'}`,
      });
    }
  }
  // Some of billing's variables but not all: a mistake, named rather than billing quietly off.
  const billingSet = billingVariables.filter((name) => env[name]);
  if (billingSet.length > 0 && billingSet.length < billingVariables.length) {
    for (const name of billingVariables.filter((variable) => !env[variable])) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `est obligatoire avec ${billingSet.join(', ')} (le paiement a besoin des cinq)`,
      });
    }
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'doit différer de PORT : les métriques ne sont jamais servies sur le port public',
    });
  }
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    /** Origin only (scheme, host, port): used for redirects, mail links and the Origin check. */
    publicUrl: publicUrl.origin,
    appSecret: env.APP_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    /** Undefined: no metrics server (METRICS_PORT unset). */
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    trustProxy: env.TRUST_PROXY,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    support: {
      rateLimitPerHour: env.SUPPORT_RATE_LIMIT_PER_HOUR,
      email: env.SUPPORT_EMAIL,
      phone: env.SUPPORT_PHONE,
    },
    recoveryChange: {
      delaySeconds: env.RECOVERY_CHANGE_DELAY_S,
      windowSeconds: env.RECOVERY_CHANGE_WINDOW_S,
    },
    oauth: {
      google: credentials(env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET, {
        issuer: env.OAUTH_GOOGLE_ISSUER,
      }),
      github: credentials(env.OAUTH_GITHUB_CLIENT_ID, env.OAUTH_GITHUB_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_GITHUB_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_GITHUB_TOKEN_URL,
        apiUrl: env.OAUTH_GITHUB_API_URL,
      }),
      facebook: credentials(env.OAUTH_FACEBOOK_CLIENT_ID, env.OAUTH_FACEBOOK_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_FACEBOOK_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_FACEBOOK_TOKEN_URL,
        graphUrl: env.OAUTH_FACEBOOK_GRAPH_URL,
      }),
    },
    /** Undefined: billing is off, and its calls answer 503 BILLING_UNAVAILABLE. */
    billing:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PRICE_STANDARD &&
      env.STRIPE_PRICE_PREMIUM &&
      env.STRIPE_PRICE_INFINITY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: {
              STANDARD: env.STRIPE_PRICE_STANDARD,
              PREMIUM: env.STRIPE_PRICE_PREMIUM,
              INFINITY: env.STRIPE_PRICE_INFINITY,
            },
            paymentLinks: {
              STANDARD: env.STRIPE_PAYMENT_LINK_STANDARD,
              PREMIUM: env.STRIPE_PAYMENT_LINK_PREMIUM,
              INFINITY: env.STRIPE_PAYMENT_LINK_INFINITY,
            },
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    legal: {
      publisherName: env.LEGAL_PUBLISHER_NAME,
      publisherForm: env.LEGAL_PUBLISHER_FORM,
      publisherAddress: env.LEGAL_PUBLISHER_ADDRESS,
      publisherRegistration: env.LEGAL_PUBLISHER_REGISTRATION,
      publicationDirector: env.LEGAL_PUBLICATION_DIRECTOR,
      contactEmail: env.LEGAL_CONTACT_EMAIL,
      host: env.LEGAL_HOST,
    },
    analyticsId: env.ANALYTICS_MEASUREMENT_ID,
  };
});

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message names each wrong variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')} : ${issue.message}`);
  throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
}

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z) and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  const ipv4 = name.replace(/^::ffff:/, '');
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

/**
 * What start should warn about, without touching the process (main.ts logs each line). A
 * server reachable from other machines outside production lacks HSTS, secure cookies and
 * a required APP_SECRET: that is a mistake, not a choice.
 */
export function startWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const exposed = [
    ...(isLoopbackHost(config.host) ? [] : [`HOST=${config.host}`]),
    ...(isLoopbackHost(new URL(config.publicUrl).hostname) ? [] : [`PUBLIC_URL=${config.publicUrl}`]),
  ];
  if (!config.isProduction && exposed.length > 0) {
    warnings.push(
      `NODE_ENV=${config.nodeEnv} (et non production) alors que le serveur est exposé hors de cette machine ` +
        `(${exposed.join(', ')}) : mettez NODE_ENV=production (HSTS, cookies sécurisés, APP_SECRET obligatoire), ` +
        'ou gardez HOST et PUBLIC_URL en local pour le développement.',
    );
  }
  if (typeof config.trustProxy === 'number' && !isLoopbackHost(config.host)) {
    warnings.push(
      `TRUST_PROXY=${config.trustProxy} (nombre de proxys) avec HOST=${config.host} : un client qui joint ` +
        'le serveur sans passer par les proxys peut choisir son adresse IP ; veillez à ce que seuls les ' +
        'proxys puissent le joindre, ou indiquez leurs adresses (10.0.0.1, 10.0.0.0/8).',
    );
  }
  return warnings;
}
