import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { envNames } from '@shared/env-names';
import { LocalPayments } from '../../adapters/payments/local-payments';
import { StripePayments } from '../../adapters/payments/stripe-payments';
import type { Payments } from '../../domain/ports';
import { paymentsSettings } from '../../lib/env';

export interface PaymentsDeps {
  payments: Payments;
  /** The site's origin, for Stripe's success, cancel and return addresses. */
  siteUrl: string;
}

let built: Promise<PaymentsDeps> | undefined;

/**
 * The payments provider, built once per cold start. Secrets come from the environment locally
 * and from SSM SecureString parameters in AWS (read here, never baked into the template).
 * Without a Stripe key the local provider is used, and only on the local stage: a deployed
 * stage without keys fails loudly instead of taking pretend payments.
 */
export function loadPayments(env?: NodeJS.ProcessEnv): Promise<PaymentsDeps> {
  if (env) return build(env);
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function build(env?: NodeJS.ProcessEnv): Promise<PaymentsDeps> {
  const c = paymentsSettings(env);
  const ssm = new SSMClient({});
  const fromSsm = async (name: string | undefined) => {
    if (!name) return undefined;
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return Parameter?.Value;
  };
  const [siteUrl, secretKey, webhookSecret] = await Promise.all([
    c.siteUrl ?? fromSsm(c.siteUrlParameter),
    c.stripeSecretKey ?? fromSsm(c.stripeSecretKeyParameter),
    c.stripeWebhookSecret ?? fromSsm(c.stripeWebhookSecretParameter),
  ]);
  const missing = [
    !siteUrl && `${envNames.siteUrl} or ${envNames.siteUrlParameter}`,
    !webhookSecret && `${envNames.stripeWebhookSecret} or ${envNames.stripeWebhookSecretParameter}`,
    !secretKey && c.stage !== 'local' && `${envNames.stripeSecretKey} or ${envNames.stripeSecretKeyParameter}`,
  ].filter(Boolean);
  if (missing.length) throw new Error(`Invalid payments configuration: missing ${missing.join(', ')}`);
  const { prices } = c;
  if (secretKey && Object.values(prices).some((id) => id.startsWith('price_local_') || id.endsWith('_not_set'))) {
    throw new Error(
      `Invalid payments configuration: set ${envNames.stripePriceMonthly} and ${envNames.stripePriceAnnual} to your Stripe price ids`,
    );
  }
  const payments = secretKey
    ? new StripePayments({ secretKey, webhookSecret: webhookSecret!, prices })
    : new LocalPayments({ siteUrl: siteUrl!, webhookSecret: webhookSecret!, prices });
  return { payments, siteUrl: siteUrl!.replace(/\/$/, '') };
}
