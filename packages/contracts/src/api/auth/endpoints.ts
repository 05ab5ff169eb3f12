import { endpoint, signInStep, userCall } from '../endpoint';
import type { successResponseSchema } from '../shared';
import type {
  authResponseSchema,
  changeCodeRequestSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  heartbeatResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  preferencesRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  requestResetRequestSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
  validateResetCodeRequestSchema,
  verifyResetRequestSchema,
} from './schemas';

export const authEndpoints = {
  checkEmail: endpoint<{
    body: typeof checkEmailRequestSchema;
    response: typeof checkEmailResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/check-email',
  }),
  register: endpoint<{ body: typeof registerRequestSchema; response: typeof authResponseSchema }>(
    signInStep,
    {
      method: 'POST',
      path: '/api/auth/register',

      status: 201,
    },
  ),
  login: endpoint<{ body: typeof loginRequestSchema; response: typeof authResponseSchema }>(signInStep, {
    method: 'POST',
    path: '/api/auth/login',
  }),
  requestReset: endpoint<{
    body: typeof requestResetRequestSchema;
    response: typeof successResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/request-reset',
  }),
  validateResetCode: endpoint<{
    body: typeof validateResetCodeRequestSchema;
    response: typeof successResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/validate-reset-code',
  }),
  verifyReset: endpoint<{
    body: typeof verifyResetRequestSchema;
    response: typeof authResponseSchema;
  }>(signInStep, {
    method: 'POST',
    path: '/api/auth/verify-reset',
  }),
  refresh: endpoint<{ response: typeof refreshResponseSchema }>(signInStep, {
    method: 'POST',
    path: '/api/auth/refresh',
    sameOrigin: true,
  }),
  logout: endpoint<{ response: typeof successResponseSchema }>(signInStep, {
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'optional',
    sameOrigin: true,
  }),
  me: endpoint<{ response: typeof meResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/auth/me',
  }),
  preferences: endpoint<{
    body: typeof preferencesRequestSchema;
    response: typeof meResponseSchema;
  }>(userCall, {
    method: 'PUT',
    path: '/api/auth/preferences',
  }),
  changeCode: endpoint<{
    body: typeof changeCodeRequestSchema;
    response: typeof successResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/auth/change-code',
  }),
  heartbeat: endpoint<{ response: typeof heartbeatResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/auth/heartbeat',
    // The handler reads the token itself: an ended session answers CLIENT_DISCONNECTED.
    auth: 'optional',
  }),
  clientDisconnect: endpoint<{ response: typeof successResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/auth/client-disconnect',
  }),
  sessions: endpoint<{ response: typeof sessionListResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/auth/sessions',
  }),
  endSession: endpoint<{
    params: typeof sessionIdParamsSchema;
    response: typeof successResponseSchema;
  }>(userCall, {
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
  }),
} as const;
