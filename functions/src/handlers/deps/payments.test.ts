import { describe, expect, it } from 'vitest';
import { LocalPayments } from '../../adapters/payments/local-payments';
import { StripePayments } from '../../adapters/payments/stripe-payments';
import { loadPayments } from './payments';

const base = { SITE_URL: 'http://localhost:3000', STRIPE_WEBHOOK_SECRET: 'whsec_test' };

describe('loadPayments', () => {
  it('uses the local provider on the local stage without a Stripe key', async () => {
    const { payments, siteUrl } = await loadPayments({ ...base, STAGE: 'local' });
    expect(payments).toBeInstanceOf(LocalPayments);
    expect(siteUrl).toBe('http://localhost:3000');
  });

  it('uses Stripe when a key and price ids are set', async () => {
    const { payments } = await loadPayments({
      ...base,
      STAGE: 'prod',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_MONTHLY: 'price_1',
      STRIPE_PRICE_ANNUAL: 'price_2',
    });
    expect(payments).toBeInstanceOf(StripePayments);
  });

  it('never takes pretend payments on a deployed stage', async () => {
    await expect(loadPayments({ ...base, STAGE: 'prod' })).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses a Stripe key with placeholder price ids, and a missing webhook secret', async () => {
    await expect(loadPayments({ ...base, STAGE: 'prod', STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(
      /STRIPE_PRICE_MONTHLY/,
    );
    await expect(loadPayments({ SITE_URL: base.SITE_URL, STAGE: 'local' })).rejects.toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
