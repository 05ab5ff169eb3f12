import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
process.env.E2E_OIDC_PORT = String(oidcPort);
process.env.E2E_OIDC_CONTROL_PORT = String(oidcControlPort);
// Workers inherit it (they re-read this file): tests read the mails the server writes there.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
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
      command: 'npx tsx apps/server/test/support/stripe-stand-in-cli.ts',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        ...stripe,
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `${baseURL}/api/billing/webhook`,
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
        // "Continuer avec Google" against the local provider; its redirect URI is
        // PUBLIC_URL + /api/auth/oauth/google/callback.
        OAUTH_GOOGLE_CLIENT_ID: 'trousse-e2e',
        OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-secret',
        OAUTH_GOOGLE_ISSUER: oidcIssuer,
        ...stripe,
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
});
