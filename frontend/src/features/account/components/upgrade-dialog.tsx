import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Modal } from '@/components/ui/modal';
import { plans, type PlanType } from '@shared/plans';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/session';
import { createCheckoutSession } from '../api/create-checkout-session';
import { billingMessages } from '../lib/billing-messages';

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  currentPlan: PlanType;
  usage?: { used: number; limit: number };
  /** 'limit': opened because the month's generations are used up; the dialog says so. */
  reason?: 'asked' | 'limit';
  /** For tests: the time the renewal date is counted from. */
  now?: Date;
}

/** When the monthly allowance starts again: the first day of the next month, UTC. */
export function allowanceRenewsOn(now: Date) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const renewalDay = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const limitSentence = (limit: number) =>
  `You've used all ${limit} ${limit === 1 ? 'generation' : 'generations'} this month.`;

const planCopy: Record<PlanType, { price: string; note: string }> = {
  free: { price: '$0', note: `${plans.free.generationsPerMonth} generation per month` },
  monthly: {
    price: `$${plans.monthly.priceUsd}/month`,
    note: `${plans.monthly.generationsPerMonth} generations per month`,
  },
  annual: {
    price: `$${plans.annual.priceUsd}/year`,
    note: `${plans.annual.generationsPerMonth} generations per month · save $69/year · 25 more generations than monthly`,
  },
};

/** The label and state of a plan's button (spec §2, §4, §5). */
export function planButton(plan: PlanType, current: PlanType, loading: PlanType | null) {
  if (plan === current) return { label: 'Current Plan', disabled: true };
  if (current === 'annual' && plan === 'monthly') return { label: 'Downgrade', disabled: true };
  if (plan === 'free') return { label: current === 'free' ? 'Current Plan' : 'Free', disabled: true };
  if (loading === plan) return { label: 'Loading...', disabled: true };
  return { label: `Choose ${plans[plan].name}`, disabled: loading !== null };
}

export function UpgradeDialog({ open, onClose, currentPlan, usage, reason, now }: UpgradeDialogProps) {
  const { user } = useAuth();
  const [loading, setLoading] = useState<PlanType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A problem shown last time the dialog was open is gone when it opens again.
  const [openedAs, setOpenedAs] = useState(open);
  if (openedAs !== open) {
    setOpenedAs(open);
    setProblem(null);
  }

  async function choose(plan: 'monthly' | 'annual') {
    setProblem(null);
    if (!user?.email) {
      setProblem(billingMessages.noEmail);
      return;
    }
    setLoading(plan);
    try {
      const result = await createCheckoutSession(plan);
      if (!result.success) throw new Error('Checkout session was not created');
      window.open(result.checkoutUrl, '_blank', 'noopener');
    } catch (error) {
      console.error('Checkout failed', error);
      setProblem(billingMessages.checkoutFailed);
    } finally {
      setLoading(null);
    }
  }

  const percent = usage && usage.limit > 0 ? Math.min(100, (usage.used / usage.limit) * 100) : 0;
  const atLimit = reason === 'limit' || (usage !== undefined && usage.used >= usage.limit);
  const renewsOn = renewalDay(allowanceRenewsOn(now ?? new Date()));

  // Annual Pro is the largest plan: at its limit there is nothing to buy, so say when the
  // allowance comes back instead of showing plans whose every button is disabled.
  if (currentPlan === 'annual' && atLimit) {
    return (
      <Modal open={open} onClose={onClose} className="max-w-md p-6">
        <Dialog.Title className="text-2xl font-bold">
          {usage ? limitSentence(usage.limit) : 'No generations left this month'}
        </Dialog.Title>
        <Dialog.Description className="mt-3 text-slate-700">
          You are on Annual Pro, our largest plan. Your allowance renews on <strong>{renewsOn}</strong> (UTC). Until
          then you can keep studying every set you have made.
        </Dialog.Description>
        <button type="button" className={`${buttonClasses('primary')} mt-6`} onClick={onClose}>
          Back to my study sets
        </button>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} className="max-w-3xl p-6">
      <Dialog.Title className="text-2xl font-bold">Upgrade to Pro</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-600">
        More generations every month, priority processing, priority support and advanced AI features. Cancel anytime;
        secure payments.
      </Dialog.Description>

      {reason === 'limit' && usage && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          {limitSentence(usage.limit)} Your allowance renews on {renewsOn}, or upgrade now to keep going.
        </p>
      )}

      {usage && (
        <div className="mt-5">
          <div className="flex justify-between text-sm">
            <span>Generations used this month</span>
            <span>
              {Math.min(usage.used, usage.limit)} / {usage.limit}
            </span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
            <div data-testid="usage-bar" className="h-full bg-indigo-600" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}

      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {(['free', 'monthly', 'annual'] as const).map((plan) => {
          const button = planButton(plan, currentPlan, loading);
          return (
            <li
              key={plan}
              className={`flex flex-col rounded-xl p-5 ring-1 ${plan === 'annual' ? 'ring-2 ring-indigo-600' : 'ring-slate-200'}`}
            >
              <h3 className="font-semibold">{plans[plan].name}</h3>
              <p className="mt-2 text-2xl font-bold">{planCopy[plan].price}</p>
              <p className="mt-1 text-sm text-slate-600">{planCopy[plan].note}</p>
              {plan !== 'free' && (
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  <li>✓ Priority processing</li>
                  <li>✓ Priority support</li>
                  <li>✓ Advanced AI features</li>
                </ul>
              )}
              <button
                type="button"
                className={`${buttonClasses(plan === 'annual' ? 'primary' : 'secondary')} mt-5`}
                disabled={button.disabled}
                onClick={() => plan !== 'free' && void choose(plan)}
              >
                {button.label}
              </button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </Modal>
  );
}
