import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build served by the real server, on its own port
 * and a temporary data directory, in Debian's Chromium (never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'trousse-e2e-'));
// The local OpenID Connect provider that stands in for Google (e2e/support/oidc-provider.mjs).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4318);
const oidcControlPort = Number(process.env.E2E_OIDC_CONTROL_PORT ?? 4319);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
// The local Stripe stand-in (apps/server/test/support/stripe-stand-in.ts): checkout page,
// subscriptions and the signed webhooks it posts to the server.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 4320);
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_local_stand_in',
  STRIPE_PRICE_STANDARD: 'price_e2e_standard',
  STRIPE_PRICE_PREMIUM: 'price_e2e_premium',
  STRIPE_PRICE_INFINITY: 'price_e2e_infinity',
};
// The SMTP listener every mail goes through (e2e/support/smtp-listener.mjs).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4321);
process.env.E2E_OIDC_PORT = String(oidcPort);
process.env.E2E_OIDC_CONTROL_PORT = String(oidcControlPort);
// The billing tests steer the stand-in (failures, late webhooks) through its control calls.
process.env.E2E_STRIPE_PORT = String(stripePort);
// Workers inherit it (they re-read this file): tests read the mails the server writes there.
process.env.E2E_DATA_DIR = dataDir;

/**
 * Every test but the consent ones starts with a cookie choice already made (essentials only),
 * so that the banner does not sit over the screens they test; e2e/consent.spec.ts starts bare.
 */
const consentedAt = new Date().toISOString();
export const consentedState = {
  cookies: [
    {
      name: 'cookie_consent',
      value: encodeURIComponent(
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: false,
          timestamp: consentedAt,
          version: '1.0',
        }),
      ),
      domain: '127.0.0.1',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        { name: 'consent_id', value: 'e2e-consent' },
        { name: 'consent_timestamp', value: consentedAt },
      ],
    },
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two at least, so that the tests waiting out real cooldowns (reset-allowance: 2 minutes) do
  // not hold the others; one per two cores beyond that. Three on two cores ran no faster and let
  // the tools' CPU-heavy tests (key derivation, 1 MB of text, QR decoding) starve the others past
  // their limits. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2))),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Limits to find a stuck test, not speed checks: three workers share two cores with the server
  // and Chromium here, and the tools' own tests (key derivation, 1 MB of text) take their share.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    storageState: consentedState,
    browserName: 'chromium',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started in this order: the provider is up before the server reads its discovery document.
  webServer: [
    {
      command: 'node e2e/support/smtp-listener.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: join(dataDir, 'mail') },
    },
    {
      command: 'npx tsx apps/server/test/support/stripe-stand-in-cli.ts',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        ...stripe,
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `${baseURL}/api/billing/webhook`,
        STRIPE_PAYMENT_LINK_SUCCESS_URL: `${baseURL}/?checkout=success`,
      },
    },
    {
      command: 'node e2e/support/oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_OIDC_CONTROL_PORT: String(oidcControlPort) },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Every test signs in from 127.0.0.1: the per-IP limit of the sign-in calls would trip.
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        SUPPORT_RATE_LIMIT_PER_HOUR: '0',
        SUPPORT_PHONE: '01 23 45 67 89',
        // The analytics tag is allowed; the tests answer for its host (e2e/consent.spec.ts).
        ANALYTICS_MEASUREMENT_ID: 'G-E2ETEST01',
        // "Continuer avec Google" against the local provider; its redirect URI is
        // PUBLIC_URL + /api/auth/oauth/google/callback.
        OAUTH_GOOGLE_CLIENT_ID: 'trousse-e2e',
        OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-secret',
        OAUTH_GOOGLE_ISSUER: oidcIssuer,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ...stripe,
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        // The stand-in's payment links: the fallback when a checkout session cannot be made.
        STRIPE_PAYMENT_LINK_STANDARD: `http://127.0.0.1:${stripePort}/payment-link/${stripe.STRIPE_PRICE_STANDARD}`,
        STRIPE_PAYMENT_LINK_PREMIUM: `http://127.0.0.1:${stripePort}/payment-link/${stripe.STRIPE_PRICE_PREMIUM}`,
        STRIPE_PAYMENT_LINK_INFINITY: `http://127.0.0.1:${stripePort}/payment-link/${stripe.STRIPE_PRICE_INFINITY}`,
      },
    },
  ],
});
