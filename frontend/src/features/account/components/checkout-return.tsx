import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { plans } from '@shared/plans';
import { getSubscriptionQueryOptions } from '@/api/usage/get-subscription';
import { usageKeys } from '@/api/usage/keys';
import { announceChanged } from '@/lib/tab-sync';

const pollMs = 2000;
const giveUpMs = 60_000;

/**
 * Back from checkout (`?checkout=success|cancelled`). Stripe's webhook can land a moment after
 * the redirect, so after a payment the plan is polled until it changes, then every view of the
 * plan and allowance is refreshed; no reload needed.
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const client = useQueryClient();
  const [startPlan] = useState(() => client.getQueryData(getSubscriptionQueryOptions().queryKey)?.planType ?? 'free');
  const [startedAt] = useState(() => Date.now());
  const waiting = outcome === 'success';
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(),
    refetchInterval: (query) =>
      waiting && query.state.data?.planType === startPlan && Date.now() - startedAt < giveUpMs ? pollMs : false,
  });
  const plan = subscription.data?.planType;
  const changed = waiting && plan !== undefined && plan !== startPlan;

  useEffect(() => {
    if (!changed) return;
    void client.invalidateQueries({ queryKey: usageKeys.usage });
    announceChanged(usageKeys.subscription, usageKeys.usage);
  }, [changed, client]);

  if (!outcome) return null;
  const dismiss = () => setParams((p) => (p.delete('checkout'), p), { replace: true });
  const text =
    outcome === 'cancelled'
      ? 'Checkout cancelled. You have not been charged.'
      : changed && plan
        ? `Thanks! You are on ${plans[plan].name} now: ${plans[plan].generationsPerMonth} generations a month.`
        : 'Thanks! Your payment went through. Your plan will update in a moment.';
  return (
    <div
      role="status"
      className={`mb-6 flex items-start justify-between gap-4 rounded-lg p-4 text-sm ${outcome === 'cancelled' ? 'bg-slate-100 text-slate-800' : 'bg-green-50 text-green-800'}`}
    >
      <p>{text}</p>
      <button type="button" onClick={dismiss} className="font-semibold underline">
        Dismiss
      </button>
    </div>
  );
}
