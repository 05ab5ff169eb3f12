import type {
  AuditResponse,
  AuthResponse,
  CheckEmailResponse,
  DeviceInfo,
  HeartbeatResponse,
  SessionInfo,
  User,
} from '@trousse/contracts/auth';

import { getAccessToken } from '../access-token';
import { API_BASE_PATH, apiClient } from '../api-client';

/** The calls of the accounts feature, one function each (all under /api). */
export const authApi = {
  checkEmail: (email: string) => apiClient.post<CheckEmailResponse>('/auth/check-email', { email }),

  register: (email: string, code: string, codeConfirmation: string, deviceInfo: DeviceInfo) =>
    apiClient.post<AuthResponse>('/auth/register', { email, code, codeConfirmation, deviceInfo }),

  /** With `oauthToken` (oauth-login step), a right code also links the pending social identity. */
  login: (email: string, code: string, deviceInfo: DeviceInfo, oauthToken?: string) =>
    apiClient.post<AuthResponse>(
      '/auth/login',
      oauthToken === undefined ? { email, code, deviceInfo } : { email, code, deviceInfo, oauthToken },
    ),

  requestReset: (email: string) =>
    apiClient.post<{ success: true; message?: string }>('/auth/request-reset', { email }),

  validateResetCode: (email: string, resetCode: string) =>
    apiClient.post<{ success: true }>('/auth/validate-reset-code', { email, resetCode }),

  verifyReset: (email: string, resetCode: string, newCode: string, newCodeConfirmation: string) =>
    apiClient.post<AuthResponse>('/auth/verify-reset', { email, resetCode, newCode, newCodeConfirmation }),

  logout: () => apiClient.post<{ success: true }>('/auth/logout'),

  /**
   * The current-user check; a session that cannot be refreshed does not send anyone to /auth.
   * `afterSignIn`: the token was just handed over by a social sign-in (not an anonymous call).
   */
  me: (options?: { afterSignIn?: boolean }) =>
    apiClient.get<{ user: User }>('/auth/me', {
      redirectOnSessionExpired: false,
      skipFreemium: options?.afterSignIn === true,
    }),

  heartbeat: () => apiClient.post<HeartbeatResponse>('/auth/heartbeat'),

  listSessions: (signal?: AbortSignal) =>
    apiClient.get<{ data: SessionInfo[] }>('/auth/sessions', { signal }),

  endSession: (id: string) => apiClient.delete<{ success: true }>(`/auth/sessions/${encodeURIComponent(id)}`),

  auditLog: (page: number, pageSize: number, signal?: AbortSignal) =>
    apiClient.get<AuditResponse>(`/audit?page=${page}&pageSize=${pageSize}`, { signal }),
};

/**
 * Tells the server the page went to the background. Sent with `keepalive` so that it also
 * leaves when the tab is closing; failures do not matter.
 */
export function sendClientDisconnect(): void {
  const token = getAccessToken();
  if (!token) return;
  fetch(`${API_BASE_PATH}/auth/client-disconnect`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {
    // Only a hint for the server.
  });
}
