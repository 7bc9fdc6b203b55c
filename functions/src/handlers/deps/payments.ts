import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import * as z from 'zod';
import { envNames } from '@shared/env-names';
import { LocalPayments } from '../../adapters/payments/local-payments';
import { StripePayments } from '../../adapters/payments/stripe-payments';
import type { Payments } from '../../domain/ports';

const optional = z.string().min(1).optional();
const schema = z.object({
  [envNames.stage]: z.string().default('local'),
  [envNames.siteUrl]: z.url().optional(),
  [envNames.siteUrlParameter]: optional,
  [envNames.stripeSecretKey]: optional,
  [envNames.stripeWebhookSecret]: optional,
  [envNames.stripeSecretKeyParameter]: optional,
  [envNames.stripeWebhookSecretParameter]: optional,
  [envNames.stripePriceMonthly]: z.string().default('price_local_monthly'),
  [envNames.stripePriceAnnual]: z.string().default('price_local_annual'),
});

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
export function loadPayments(env: NodeJS.ProcessEnv = process.env): Promise<PaymentsDeps> {
  if (env !== process.env) return build(env);
  built ??= build(env).catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function build(env: NodeJS.ProcessEnv): Promise<PaymentsDeps> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid payments configuration:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    );
  }
  const c = parsed.data;
  const ssm = new SSMClient({});
  const fromSsm = async (name: string | undefined) => {
    if (!name) return undefined;
    const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return Parameter?.Value;
  };
  const [siteUrl, secretKey, webhookSecret] = await Promise.all([
    c[envNames.siteUrl] ?? fromSsm(c[envNames.siteUrlParameter]),
    c[envNames.stripeSecretKey] ?? fromSsm(c[envNames.stripeSecretKeyParameter]),
    c[envNames.stripeWebhookSecret] ?? fromSsm(c[envNames.stripeWebhookSecretParameter]),
  ]);
  const missing = [
    !siteUrl && `${envNames.siteUrl} or ${envNames.siteUrlParameter}`,
    !webhookSecret && `${envNames.stripeWebhookSecret} or ${envNames.stripeWebhookSecretParameter}`,
    !secretKey &&
      c[envNames.stage] !== 'local' &&
      `${envNames.stripeSecretKey} or ${envNames.stripeSecretKeyParameter}`,
  ].filter(Boolean);
  if (missing.length) throw new Error(`Invalid payments configuration: missing ${missing.join(', ')}`);
  const prices = { monthly: c[envNames.stripePriceMonthly], annual: c[envNames.stripePriceAnnual] };
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
