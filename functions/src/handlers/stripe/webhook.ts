import { api } from '@shared/api/routes';
import { handlePaymentEvent } from '../../domain/billing-flows';
import type { PaymentEvent } from '../../domain/ports';
import { ValidationError } from '../../domain/errors';
import { log } from '../deps/log';
import { billing } from '../deps/stores';
import { webhookHandler } from '../../lib/http';
import { logger } from '../../lib/logger';
import { loadPayments } from '../deps/payments';

/**
 * POST /api/stripe/webhook: the one route without a JWT. The raw body is checked against the
 * Stripe-Signature header before anything is read; a bad signature is a 400 and changes nothing.
 * So is a signed event the payments adapter cannot read (no id, type, whole-second `created` or
 * object in `data`, or a field billing reads of the wrong kind): it is refused before it is
 * claimed, so a corrected delivery of the same event is still handled.
 */
export const handler = webhookHandler(api.stripeWebhook, async (event) => {
  const { payments } = await loadPayments();
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const signature = event.headers['stripe-signature'] ?? '';
  let paymentEvent: PaymentEvent;
  try {
    paymentEvent = payments.verifyWebhook(raw, signature);
  } catch (error) {
    if (error instanceof ValidationError) {
      logger.warn('Stripe event malformed', { reason: error.message, problems: error.details });
      throw error;
    }
    logger.warn('Stripe webhook refused', { reason: (error as Error).message });
    throw new ValidationError('Invalid Stripe signature.');
  }
  const result = await handlePaymentEvent(billing, payments, paymentEvent, log);
  return { body: { received: true as const, result } };
});
