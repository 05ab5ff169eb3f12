import { endpoint, signInStep, userCall } from '../endpoint';
import type { successResponseSchema } from '../shared';
import type {
  recoveryCodesResponseSchema,
  totpOnlyRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorLoginResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from './schemas';

export const twoFactorEndpoints = {
  status: endpoint<{ response: typeof twoFactorStatusResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/auth/2fa/status',
  }),
  enable: endpoint<{
    body: typeof twoFactorEnableRequestSchema;
    response: typeof twoFactorSetupResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/2fa/enable',
  }),
  verify: endpoint<{
    body: typeof twoFactorVerifyRequestSchema;
    response: typeof successResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/2fa/verify',
  }),
  disable: endpoint<{
    body: typeof twoFactorDisableRequestSchema;
    response: typeof successResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/2fa/disable',
  }),
  recoveryCodes: endpoint<{
    body: typeof totpOnlyRequestSchema;
    response: typeof recoveryCodesResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/2fa/recovery-codes',
  }),
  verifyLogin: endpoint<{
    body: typeof twoFactorLoginRequestSchema;
    response: typeof twoFactorLoginResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/2fa/verify-login',
  }),
} as const;
