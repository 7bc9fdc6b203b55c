import { z } from 'zod';

/**
 * The SPA's runtime settings, served as /config.json by CloudFront (written at deploy) and by
 * the local gateway. Nothing secret belongs here: it is public by construction.
 */
export const siteConfigSchema = z.object({
  auth: z.object({
    Cognito: z.object({
      userPoolId: z.string().min(1),
      userPoolClientId: z.string().min(1),
      /** Only set locally: the Cognito front served by the local gateway. */
      userPoolEndpoint: z.url().optional(),
    }),
    /** cognito-local has no SRP, so the local stack signs in with USER_PASSWORD_AUTH. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
  }),
  apiBaseUrl: z.string().default('/api'),
  supportEmail: z.email(),
  /** A video file or embeddable page for the landing hero; empty hides the player. */
  demoVideoUrl: z.string().default(''),
  stage: z.string().default('local'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
