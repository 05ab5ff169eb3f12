/** The social sign-in providers, in the order of their buttons. Plain values, without Zod. */
export const oauthProviders = ['google', 'github', 'facebook'] as const;
export type OAuthProviderName = (typeof oauthProviders)[number];
