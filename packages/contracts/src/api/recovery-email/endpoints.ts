import { endpoint, userCall } from '../endpoint';
import type {
  changeRecoveryEmailRequestSchema,
  codeSentResponseSchema,
  confirmedUserEmailRequestSchema,
  emailChangeStatusSchema,
  recoveryEmailSetResponseSchema,
  sendValidationCodeRequestSchema,
  userEmailRequestSchema,
  verifyValidationCodeRequestSchema,
} from './schemas';

export const recoveryEmailEndpoints = {
  sendCode: endpoint<{
    body: typeof sendValidationCodeRequestSchema;
    response: typeof codeSentResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/send-validation-code',
  }),
  verifyCode: endpoint<{
    body: typeof verifyValidationCodeRequestSchema;
    response: typeof recoveryEmailSetResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/verify-validation-code',
  }),
  status: endpoint<{
    body: typeof userEmailRequestSchema;
    response: typeof emailChangeStatusSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/check-email-change-status',
  }),
  requestChange: endpoint<{
    body: typeof confirmedUserEmailRequestSchema;
    response: typeof emailChangeStatusSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/request-email-change',
  }),
  openWindow: endpoint<{
    body: typeof userEmailRequestSchema;
    response: typeof emailChangeStatusSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/create-change-window',
  }),
  changeEmail: endpoint<{
    body: typeof changeRecoveryEmailRequestSchema;
    response: typeof codeSentResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/change-recovery-email',
  }),
  verifyChange: endpoint<{
    body: typeof verifyValidationCodeRequestSchema;
    response: typeof recoveryEmailSetResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/verify-email-change',
  }),
  cancelChange: endpoint<{
    body: typeof confirmedUserEmailRequestSchema;
    response: typeof emailChangeStatusSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/cancel-email-change',
  }),
} as const;
