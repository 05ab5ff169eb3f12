import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@trousse/contracts/api/endpoints';

import { currentLanguage } from '../../../i18n';
import { apiCall, type EndpointBody } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { sessionStore } from '../../../entities/session/session';

/**
 * The sign-in calls, one mutation each. Those that open a session hand the answer to the
 * session store (`signIn`: ignored while another sign-in runs), which stores the token and the
 * user or reports that the second factor is needed.
 */

export function useCheckEmail() {
  return useMutation({
    mutationFn: (email: string) => apiCall(endpoints.auth.checkEmail, { body: { email } }),
  });
}

export function useLogin() {
  return useMutation({
    /** With `oauthToken` (the oauth-login step), a right code also links the social identity. */
    mutationFn: ({
      email,
      code,
      oauthToken,
    }: Pick<EndpointBody<typeof endpoints.auth.login>, 'email' | 'code' | 'oauthToken'>) =>
      sessionStore.signIn(
        () =>
          apiCall(endpoints.auth.login, {
            body: { email, code, deviceInfo: currentDeviceInfo(), ...(oauthToken ? { oauthToken } : {}) },
          }),
        oauthToken ? 'oauth' : 'login',
      ),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({
      email,
      code,
      codeConfirmation,
    }: Pick<EndpointBody<typeof endpoints.auth.register>, 'email' | 'code' | 'codeConfirmation'>) =>
      sessionStore.signIn(
        () =>
          apiCall(endpoints.auth.register, {
            // The new account speaks the language the visitor chose.
            body: {
              email,
              code,
              codeConfirmation,
              deviceInfo: currentDeviceInfo(),
              language: currentLanguage(),
            },
          }),
        'register',
      ),
  });
}

/** A new account from a social identity: sets its access code and signs in (like register). */
export function useCreateOAuthCode() {
  return useMutation({
    mutationFn: ({
      token,
      code,
      codeConfirmation,
    }: Pick<EndpointBody<typeof endpoints.oauth.createCode>, 'token' | 'code' | 'codeConfirmation'>) =>
      sessionStore.signIn(
        () =>
          apiCall(endpoints.oauth.createCode, {
            body: {
              token,
              code,
              codeConfirmation,
              deviceInfo: currentDeviceInfo(),
              language: currentLanguage(),
            },
          }),
        'oauth',
      ),
  });
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => apiCall(endpoints.auth.requestReset, { body: { email } }),
  });
}

export function useValidateResetCode() {
  return useMutation({
    mutationFn: ({ email, resetCode }: EndpointBody<typeof endpoints.auth.validateResetCode>) =>
      apiCall(endpoints.auth.validateResetCode, { body: { email, resetCode } }),
  });
}

/** The new access code, with the mailed code: the account's code changes and a session opens. */
export function useVerifyReset() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.auth.verifyReset>) =>
      sessionStore.signIn(() => apiCall(endpoints.auth.verifyReset, { body }), 'reset'),
  });
}
