import { endpoint, userCall } from '../endpoint';
import type {
  appIdParamsSchema,
  appListResponseSchema,
  appResponseSchema,
  favoriteRequestSchema,
  installResponseSchema,
  likeRequestSchema,
  userAppsResponseSchema,
} from './schemas';

export const appsEndpoints = {
  list: endpoint<{ response: typeof appListResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/apps',
    auth: 'optional',
    freemium: 'exempt',
  }),
  installed: endpoint<{ response: typeof userAppsResponseSchema }>(userCall, {
    method: 'GET',
    path: '/api/apps/user',
  }),
  like: endpoint<{
    params: typeof appIdParamsSchema;
    body: typeof likeRequestSchema;
    response: typeof appResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/apps/:id/like',
  }),
  favorite: endpoint<{
    params: typeof appIdParamsSchema;
    body: typeof favoriteRequestSchema;
    response: typeof appResponseSchema;
  }>(userCall, {
    method: 'POST',
    path: '/api/apps/:id/favorite',
  }),
  install: endpoint<{ params: typeof appIdParamsSchema; response: typeof installResponseSchema }>(userCall, {
    method: 'POST',
    path: '/api/apps/:id/install',
  }),
  uninstall: endpoint<{
    params: typeof appIdParamsSchema;
    response: typeof installResponseSchema;
  }>(userCall, {
    method: 'DELETE',
    path: '/api/apps/:id/uninstall',
  }),
} as const;
