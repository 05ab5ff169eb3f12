import { endpoints } from '@trousse/contracts/api/endpoints';

import { apiCall } from '../../../lib/api-client';

/** Forgets a pending social sign-in token; never fails the flow it ends. */
export function cleanupOAuthToken(token: string): void {
  apiCall(endpoints.oauth.cleanup, { body: { token } }).catch(() => {
    // The token dies on its own after 10 minutes.
  });
}
