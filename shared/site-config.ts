import * as z from 'zod/mini';

/**
 * The SPA's runtime settings, served as /config.json by CloudFront (written at deploy) and by
 * the local gateway. Nothing secret belongs here: it is public by construction.
 *
 * zod/mini (tree-shakeable) because the landing route parses this before anything else; the
 * full zod stays out of the first load.
 */
export const siteConfigSchema = z.object({
  auth: z.object({
    Cognito: z.object({
      userPoolId: z.string().check(z.minLength(1)),
      userPoolClientId: z.string().check(z.minLength(1)),
      /** Only set locally: the Cognito front served by the local gateway. */
      userPoolEndpoint: z.optional(z.url()),
    }),
    /** cognito-local has no SRP, so the local stack signs in with USER_PASSWORD_AUTH. */
    authFlowType: z._default(z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']), 'USER_SRP_AUTH'),
  }),
  apiBaseUrl: z._default(z.string(), '/api'),
  supportEmail: z.email(),
  /** A video file or embeddable page for the landing hero; empty hides the player. */
  demoVideoUrl: z._default(z.string(), ''),
  stage: z._default(z.string(), 'local'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
