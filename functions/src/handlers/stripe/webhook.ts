import { handleStripeEvent } from '../../domain/billing-flows';
import type { StripeEvent } from '../../domain/ports';
import { ValidationError } from '../../domain/errors';
import { log } from '../deps/log';
import { repository } from '../deps/repository';
import { httpHandler } from '../../lib/http';
import { logger } from '../../lib/logger';
import { loadPayments } from '../deps/payments';

/**
 * POST /api/stripe/webhook: the one route without a JWT. The raw body is checked against the
 * Stripe-Signature header before anything is read; a bad signature is a 400 and changes nothing.
 * So is a signed event without what every event has (id, type, whole-second `created`, an object
 * in `data`): `handleStripeEvent` logs it and refuses it before claiming it.
 */
export const handler = httpHandler<{ received: true; result: string }>({ authenticated: false }, async ({ event }) => {
  const { payments } = await loadPayments();
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const signature = event.headers['stripe-signature'] ?? '';
  let stripeEvent: StripeEvent;
  try {
    stripeEvent = payments.verifyWebhook(raw, signature);
  } catch (error) {
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    throw new ValidationError('Invalid Stripe signature.');
  }
  const result = await handleStripeEvent(repository, payments, stripeEvent, log);
  return { body: { received: true, result } };
});
