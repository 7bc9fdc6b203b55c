import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PlanType } from '@shared/plans';

/**
 * The local payments provider keeps no state of its own: a checkout or portal "session" is the
 * data below, signed with the webhook secret and carried in the page's address. The local
 * checkout page (infra/local/payments-page.ts) checks the signature before showing anything.
 */
export interface LocalCheckoutSession {
  kind: 'checkout';
  id: string;
  userId: string;
  email: string;
  customerId: string;
  planType: 'monthly' | 'annual';
  priceId: string;
  replacesSubscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface LocalPortalSession {
  kind: 'portal';
  userId: string;
  planType: PlanType;
  customerId: string;
  subscriptionId: string | null;
  /** End of the period paid for (epoch seconds), if known. */
  periodEnd?: number | null;
  /** Already cancelled at period end: when it ends (epoch seconds). */
  cancelsAt?: number | null;
  returnUrl: string;
}

export type LocalSession = LocalCheckoutSession | LocalPortalSession;

const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function encodeLocalSession(session: LocalSession, secret: string): string {
  const data = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${data}.${sign(data, secret)}`;
}

/** The session if the token is one we signed; null for anything else. */
export function decodeLocalSession(token: string, secret: string): LocalSession | null {
  const [data, signature] = token.split('.');
  if (!data || !signature) return null;
  const expected = Buffer.from(sign(data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString()) as LocalSession;
  } catch {
    return null;
  }
}
