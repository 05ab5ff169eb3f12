import type {
  TwoFactorLoginResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@trousse/contracts/two-factor';

import { apiClient } from './api-client';

/** The two-factor calls (all under /api/auth/2fa). Kept apart so they load with their screens. */
export const twoFactorApi = {
  status: (signal?: AbortSignal) => apiClient.get<TwoFactorStatusResponse>('/auth/2fa/status', { signal }),

  /**
   * Starts a set-up against the current access code: the secret, its QR code and the recovery
   * codes (active once verified).
   */
  enable: (code: string) => apiClient.post<TwoFactorSetupResponse>('/auth/2fa/enable', { code }),

  /** Activates two-factor with a code of the new secret; the user's other sessions end. */
  verify: (code: string, secret: string, backupCodes: readonly string[]) =>
    apiClient.post<{ success: true; message?: string }>('/auth/2fa/verify', { code, secret, backupCodes }),

  /** Turns two-factor off with an app code or a recovery code. */
  disable: (code: string) =>
    apiClient.post<{ success: true; message?: string }>('/auth/2fa/disable', { code }),

  /** A new set of recovery codes (the old one no longer works), against an app code. */
  renewRecoveryCodes: (code: string) =>
    apiClient.post<{ backupCodes: string[] }>('/auth/2fa/recovery-codes', { code }),

  /** The second step of a sign-in, from the client that passed the access-code step. */
  verifyLogin: (email: string, code: string) =>
    apiClient.post<TwoFactorLoginResponse>('/auth/2fa/verify-login', { email, code }),
};
