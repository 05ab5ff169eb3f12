import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeStatus } from '@trousse/contracts/account';
import { endpoints } from '@trousse/contracts/endpoints';

import { apiCall } from '../../../lib/api-client';
import { accountQueryKey } from '../../../lib/query-keys';
import { recoveryStatusKey as statusKey } from '../../../lib/recovery-email-status';
import { sessionStore } from '../../../lib/session/session';

/** A step that answers the new status: it replaces the one shown at once. */
function useStatusStep(
  endpoint:
    | typeof endpoints.recoveryEmail.requestChange
    | typeof endpoints.recoveryEmail.openWindow
    | typeof endpoints.recoveryEmail.cancelChange,
  userEmail: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(endpoint, { body: { userEmail } }),
    onSuccess: (status: EmailChangeStatus) => {
      queryClient.setQueryData([...statusKey, userEmail], status);
      void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'audit'] });
    },
  });
}

export const useRequestChange = (userEmail: string) =>
  useStatusStep(endpoints.recoveryEmail.requestChange, userEmail);
export const useOpenWindow = (userEmail: string) =>
  useStatusStep(endpoints.recoveryEmail.openWindow, userEmail);
export const useCancelChange = (userEmail: string) =>
  useStatusStep(endpoints.recoveryEmail.cancelChange, userEmail);

/** Mails a 4-digit code: to set the recovery email, or (in the window) to change it. */
export function useSendCode(purpose: 'set' | 'change', userEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      purpose === 'set'
        ? apiCall(endpoints.recoveryEmail.sendCode, { body: { email } })
        : apiCall(endpoints.recoveryEmail.changeEmail, { body: { userEmail, newRecoveryEmail: email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** The code confirms the address: the account (and its recoveryEmail) is updated at once. */
export function useVerifyCode(purpose: 'set' | 'change', userEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      apiCall(purpose === 'set' ? endpoints.recoveryEmail.verifyCode : endpoints.recoveryEmail.verifyChange, {
        body: { ...input, userEmail },
      }),
    onSuccess: ({ user }) => {
      sessionStore.updateUser(user);
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'audit'] });
    },
  });
}

export function useChangeCode() {
  return useMutation({
    mutationFn: (body: {
      currentCode: string;
      newCode: string;
      newCodeConfirmation: string;
      twoFactorCode?: string;
    }) => apiCall(endpoints.auth.changeCode, { body }),
  });
}

/** Downloads every personal record of the account as `trousse-export.json`. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiCall(endpoints.account.export);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = 'trousse-export.json';
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the next task.
      window.setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { currentCode: string; twoFactorCode?: string }) =>
      apiCall(endpoints.account.delete, { body }),
  });
}
