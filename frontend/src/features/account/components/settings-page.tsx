import { useState } from 'react';
import { Link } from 'react-router';
import { plans } from '@shared/plans';
import { useSubscription } from '@/api/usage/get-subscription';
import { useUsage } from '@/api/usage/get-usage';
import { Avatar } from '@/components/auth/avatar';
import { buttonClasses } from '@/components/ui/button';
import { useSignOut } from '@/components/auth/use-sign-out';
import { useAuth } from '@/lib/session';
import { createPortalSession } from '../api/create-portal-session';
import { billingMessages } from '../lib/billing-messages';
import { DeleteAccountDialog } from './delete-account-dialog';

function EditIcon() {
  // Shown as in the spec; editing a name or email is not offered yet.
  return (
    <span aria-hidden className="text-slate-400" title="Editing is not available yet">
      ✎
    </span>
  );
}

/** A date as students read it, in UTC (billing periods are UTC): 'December 1, 2026'. */
export function formatDay(iso: string | Date) {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 'My Account' (spec §2). */
export function SettingsPage({ onUpgrade }: { onUpgrade: () => void }) {
  const { user } = useAuth();
  const subscription = useSubscription();
  const usage = useUsage();
  const signOut = useSignOut();
  const [opening, setOpening] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const plan = subscription.data?.planType ?? 'free';

  async function openPortal() {
    setOpening(true);
    setPortalError(null);
    const minimum = new Promise((resolve) => setTimeout(resolve, 500));
    try {
      const { url } = await createPortalSession();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      console.error('Billing portal failed', error);
      setPortalError(billingMessages.portalFailed);
    } finally {
      await minimum;
      setOpening(false);
    }
  }

  if (!user) return null;
  const row = 'flex items-center justify-between gap-4 border-b border-slate-100 py-4 *:min-w-0 last:border-0';

  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
        ← Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-bold">My Account</h1>

      {plan !== 'annual' && (
        <section className="mt-6 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 p-6 text-white">
          <h2 className="text-lg font-bold">
            {plan === 'monthly' ? 'Upgrade to Annual Pro' : 'Unlock Premium Features'}
          </h2>
          <p className="mt-1 text-indigo-100">
            {plan === 'monthly'
              ? 'Get 25 more generations per month and save $69/year with Annual Pro'
              : 'Get more generations, advanced AI features, and priority support'}
          </p>
          <button type="button" className={`${buttonClasses('secondary')} mt-4`} onClick={() => onUpgrade()}>
            {plan === 'monthly' ? 'Upgrade to Annual' : 'Upgrade to Premium'}
          </button>
        </section>
      )}

      <section aria-label="Profile" className="mt-6 rounded-xl bg-white px-6 shadow-sm ring-1 ring-slate-200">
        <div className={row}>
          <div className="flex items-center gap-3">
            <Avatar user={user} size={40} />
            <div className="min-w-0">
              <p className="text-sm text-slate-600">Full Name</p>
              <p className="font-medium [overflow-wrap:anywhere]">{user.fullName}</p>
            </div>
          </div>
          <EditIcon />
        </div>
        <div className={row}>
          <div>
            <p className="text-sm text-slate-600">Email</p>
            <p className="font-medium [overflow-wrap:anywhere]">{user.email}</p>
          </div>
          <EditIcon />
        </div>
        <div className={row}>
          <div>
            <p className="text-sm text-slate-600">Current Plan</p>
            <p className="font-medium">{plans[plan].name}</p>
            <p className="text-sm text-slate-600">
              {usage.data
                ? // Never more used than the plan allows: a month's use can exceed a smaller plan's
                  // allowance after a paid plan ends.
                  `${Math.min(usage.data.generationsUsed, plans[plan].generationsPerMonth)} of ${plans[plan].generationsPerMonth} generations used this month`
                : `${plans[plan].generationsPerMonth} generations per month`}
            </p>
            {subscription.data?.cancelsAt && (
              <p className="mt-1 text-sm font-medium text-amber-800" data-testid="cancels-on">
                Cancels on {formatDay(subscription.data.cancelsAt)}
              </p>
            )}
          </div>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${plan === 'free' ? 'bg-slate-100 text-slate-700' : 'bg-indigo-100 text-indigo-800'}`}
          >
            {plan === 'free' ? 'Free' : 'Pro'}
          </span>
        </div>
        {plan !== 'free' && (
          <div className={row}>
            <div>
              <p className="text-sm text-slate-600">Billing Portal</p>
              <p className="text-sm">Invoices, payment method and cancellation</p>
              {subscription.data?.paymentFailed && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  Your last payment did not go through. Update your card in Manage Billing to keep your plan.
                </p>
              )}
              {portalError && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700" data-testid="portal-error">
                  {portalError}
                </p>
              )}
            </div>
            <button
              type="button"
              className={`${buttonClasses('secondary', 'sm')} shrink-0 whitespace-nowrap`}
              disabled={opening}
              onClick={() => void openPortal()}
            >
              {opening ? 'Opening...' : 'Manage Billing'}
            </button>
          </div>
        )}
      </section>

      <button type="button" className={`${buttonClasses('secondary')} mt-6`} onClick={signOut}>
        Logout
      </button>

      <section aria-labelledby="delete-account-heading" className="mt-10 rounded-xl p-6 ring-1 ring-red-200">
        <h2 id="delete-account-heading" className="text-lg font-bold text-red-800">
          Delete account
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Deletes your account and everything in it: study sets, cards, quiz results, review history and uploaded files.
          Any subscription is cancelled.
        </p>
        <button type="button" className={`${buttonClasses('danger')} mt-4`} onClick={() => setDeleteOpen(true)}>
          Delete account
        </button>
      </section>
      <DeleteAccountDialog email={user.email} open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </div>
  );
}
