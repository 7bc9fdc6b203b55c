import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Modal } from '@/components/ui/modal';
import { plans, type PlanType } from '@shared/plans';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/session';
import { billingMessages, createCheckoutSession } from '../api/checkout';

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  currentPlan: PlanType;
  usage?: { used: number; limit: number };
}

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

export function UpgradeDialog({ open, onClose, currentPlan, usage }: UpgradeDialogProps) {
  const { user } = useAuth();
  const [loading, setLoading] = useState<PlanType | null>(null);

  async function choose(plan: 'monthly' | 'annual') {
    if (!user?.email) {
      window.alert(billingMessages.noEmail);
      return;
    }
    setLoading(plan);
    try {
      const result = await createCheckoutSession(plan);
      if (!result.success) throw new Error('Checkout session was not created');
      window.open(result.checkoutUrl, '_blank', 'noopener');
    } catch (error) {
      console.error('Checkout failed', error);
      window.alert(billingMessages.checkoutFailed);
    } finally {
      setLoading(null);
    }
  }

  const percent = usage && usage.limit > 0 ? Math.min(100, (usage.used / usage.limit) * 100) : 0;

  return (
    <Modal open={open} onClose={onClose} className="max-w-3xl p-6">
      <Dialog.Title className="text-2xl font-bold">Upgrade to Pro</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-600">
        More generations every month, priority processing, priority support and advanced AI features. Cancel anytime;
        secure payments.
      </Dialog.Description>

      {usage && (
        <div className="mt-5">
          <div className="flex justify-between text-sm">
            <span>Generations used this month</span>
            <span>
              {usage.used} / {usage.limit}
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
    </Modal>
  );
}
