import { expect } from '@playwright/test';

/** The local OpenID Connect provider of the tests (see oidc-provider.mjs and playwright.config.ts). */
export const OIDC_ISSUER = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 4318}`;
const controlUrl = `http://127.0.0.1:${process.env.E2E_OIDC_CONTROL_PORT ?? 4319}`;

export interface OidcIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

/** Who the next "Continuer avec Google" signs in as. */
export async function setNextIdentity(identity: OidcIdentity): Promise<void> {
  const response = await fetch(`${controlUrl}/next-identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  expect(response.status, await response.text()).toBe(204);
}
