import type { AuthResponse } from '@trousse/contracts/auth';

import { apiClient } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';

/** The social sign-in calls that the page makes itself (the provider round trip is full-page). */
export const oauthApi = {
  /** The providers the server has configured: `{providers: ['google', …]}`. */
  providers: (signal?: AbortSignal) => apiClient.get<unknown>('/auth/oauth/providers', { signal }),

  /** A new account from a social identity: sets its access code and signs in (like register). */
  createCode: (token: string, code: string, codeConfirmation: string) =>
    apiClient.post<AuthResponse>('/auth/oauth/create-code', {
      token,
      code,
      codeConfirmation,
      deviceInfo: currentDeviceInfo(),
    }),

  /** Forgets the pending sign-in token (always answers success). */
  cleanup: (token: string) => apiClient.post<{ success: true }>('/auth/oauth/cleanup', { token }),
};

/** Cleanup never fails the flow it ends: its errors are ignored. */
export function cleanupOAuthToken(token: string): void {
  oauthApi.cleanup(token).catch(() => {
    // The token dies on its own after 10 minutes.
  });
}
