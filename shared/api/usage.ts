import * as z from 'zod';
import { planTypes } from '../plans';

/** GET /api/me/usage: getUserUsage and checkUsageLimit in one answer. */
export const usageSchema = z.object({
  generationsUsed: z.number().int().nonnegative(),
  generationsLimit: z.number().int().positive(),
  planType: z.enum(planTypes),
  canGenerate: z.boolean(),
});
export type Usage = z.infer<typeof usageSchema>;

/** GET /api/me/subscription: no record means free. */
export const subscriptionSchema = z.object({
  planType: z.enum(planTypes),
  /** The last renewal could not be charged; Stripe is retrying (settings says so). */
  paymentFailed: z.boolean().default(false),
  /** Cancelled: the paid plan ends at this time (ISO 8601), the end of the period paid for. */
  cancelsAt: z.string().nullable().default(null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
