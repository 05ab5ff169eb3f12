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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const configSchema = z
  .object({
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
    TRUST_PROXY: booleanFlag,
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  })
  .transform((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'est obligatoire quand NODE_ENV=production',
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
      trustProxy: env.TRUST_PROXY,
      authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
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
