import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeStatus } from '@trousse/contracts/api/recovery-email/schemas';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { useAccountId } from '../../../entities/session/session-context';
import { apiCall, type EndpointBody } from '../../../lib/api-client';
import { endpointGroupKey } from '../../../lib/api/query-keys';
import { recoveryStatusKey } from '../../../entities/recovery-email/recovery-email-status';
import { sessionStore } from '../../../entities/session/session';

/** The codes a sensitive change carries (DECISIONS §2), as the map types them; the hooks add the account's email. */
export type CurrentCodesBody = Omit<EndpointBody<typeof endpoints.recoveryEmail.requestChange>, 'userEmail'>;

/** A step that answers the new status: it replaces the one shown at once. */
function useStatusStep<Input>(call: (input: Input) => Promise<EmailChangeStatus>, userEmail: string) {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: call,
    onSuccess: (status: EmailChangeStatus) => {
      queryClient.setQueryData([...recoveryStatusKey(accountId), userEmail], status);
      void queryClient.invalidateQueries({ queryKey: endpointGroupKey('audit', accountId) });
    },
  });
}

/** Asks for a change of the recovery email: a sensitive change, with the current codes. */
export const useRequestChange = (userEmail: string) =>
  useStatusStep(
    (codes: CurrentCodesBody) =>
      apiCall(endpoints.recoveryEmail.requestChange, { body: { userEmail, ...codes } }),
    userEmail,
  );
export const useOpenWindow = (userEmail: string) =>
  useStatusStep<void>(() => apiCall(endpoints.recoveryEmail.openWindow, { body: { userEmail } }), userEmail);
/** Cancels a running change: a sensitive change too, with the current codes. */
export const useCancelChange = (userEmail: string) =>
  useStatusStep(
    (codes: CurrentCodesBody) =>
      apiCall(endpoints.recoveryEmail.cancelChange, { body: { userEmail, ...codes } }),
    userEmail,
  );

/** Mails a 4-digit code: to set the recovery email, or (in the window) to change it. */
export function useSendCode(purpose: 'set' | 'change', userEmail: string) {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (email: string) =>
      purpose === 'set'
        ? apiCall(endpoints.recoveryEmail.sendCode, { body: { email } })
        : apiCall(endpoints.recoveryEmail.changeEmail, { body: { userEmail, newRecoveryEmail: email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recoveryStatusKey(accountId) }),
  });
}

/**
 * The mailed code confirms the address, with the current codes beside it: the account (and its
 * recoveryEmail) is updated at once.
 */
export function useVerifyCode(purpose: 'set' | 'change', userEmail: string) {
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  return useMutation({
    mutationFn: (input: Omit<EndpointBody<typeof endpoints.recoveryEmail.verifyCode>, 'userEmail'>) =>
      apiCall(purpose === 'set' ? endpoints.recoveryEmail.verifyCode : endpoints.recoveryEmail.verifyChange, {
        body: { ...input, userEmail },
      }),
    onSuccess: ({ user }) => {
      sessionStore.updateUser(user);
      void queryClient.invalidateQueries({ queryKey: recoveryStatusKey(accountId) });
      void queryClient.invalidateQueries({ queryKey: endpointGroupKey('audit', accountId) });
    },
  });
}

export function useChangeCode() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.auth.changeCode>) =>
      apiCall(endpoints.auth.changeCode, { body }),
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
    mutationFn: (body: EndpointBody<typeof endpoints.account.delete>) =>
      apiCall(endpoints.account.delete, { body }),
  });
}
