import { z } from 'zod';
import type { GroupSchemas } from '../endpoint';
import type { appsEndpoints } from './endpoints';

export const appAccessSchema = z.enum(['public', 'registered']);

/** An app of the catalogue, as the list call returns it (part 1 §3). */
export const appSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  version: z.string(),
  access: appAccessSchema,
  permissions: z.array(z.string()),
  tags: z.array(z.string()),
  quotas: z.object({
    metered: z.boolean(),
    usesPerCall: z.number().int().nonnegative(),
  }),
  likesCount: z.number().int().nonnegative(),
  isLikedByUser: z.boolean(),
  isFavorite: z.boolean(),
});

export const appListResponseSchema = z.object({ data: z.array(appSchema) });

export const appIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/),
});

export type App = z.infer<typeof appSchema>;
export type AppListResponse = z.infer<typeof appListResponseSchema>;

export const likeRequestSchema = z.strictObject({ isLiked: z.boolean() });
export const favoriteRequestSchema = z.strictObject({ isFavorite: z.boolean() });
export const appResponseSchema = z.object({ data: appSchema });
export const installResponseSchema = z.object({ success: z.literal(true), data: appSchema });
export const userAppsResponseSchema = z.object({ data: z.array(appSchema) });

export type AppResponse = z.infer<typeof appResponseSchema>;
export type InstallResponse = z.infer<typeof installResponseSchema>;
export type UserAppsResponse = z.infer<typeof userAppsResponseSchema>;

/** The schemas bound to each call of the group (api/server.ts). */
export const appsSchemas = {
  list: { response: appListResponseSchema },
  installed: { response: userAppsResponseSchema },
  like: { params: appIdParamsSchema, body: likeRequestSchema, response: appResponseSchema },
  favorite: {
    params: appIdParamsSchema,
    body: favoriteRequestSchema,
    response: appResponseSchema,
  },
  install: { params: appIdParamsSchema, response: installResponseSchema },
  uninstall: { params: appIdParamsSchema, response: installResponseSchema },
} satisfies GroupSchemas<typeof appsEndpoints>;
