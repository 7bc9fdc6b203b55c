import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '@/lib/session';
import { deferred, FakeApiError, fakeApi, renderScreen } from '@/testing/render';
import { planButton, UpgradeDialog } from './upgrade-dialog';

describe('plan buttons (spec §2, §5)', () => {
  it('marks the current plan and cannot choose it', () => {
    expect(planButton('free', 'free', null)).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton('monthly', 'monthly', null)).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton('annual', 'annual', null)).toEqual({ label: 'Current Plan', disabled: true });
  });

  it('offers upgrades only', () => {
    expect(planButton('monthly', 'free', null)).toEqual({ label: 'Choose Monthly Pro', disabled: false });
    expect(planButton('annual', 'free', null)).toEqual({ label: 'Choose Annual Pro', disabled: false });
    expect(planButton('annual', 'monthly', null)).toEqual({ label: 'Choose Annual Pro', disabled: false });
    expect(planButton('monthly', 'annual', null)).toEqual({ label: 'Downgrade', disabled: true });
    expect(planButton('free', 'monthly', null).disabled).toBe(true);
  });

  it('disables every plan button while one checkout is starting', () => {
    expect(planButton('annual', 'free', 'annual')).toEqual({ label: 'Loading...', disabled: true });
    expect(planButton('monthly', 'free', 'annual')).toEqual({ label: 'Choose Monthly Pro', disabled: true });
  });
});

describe('UpgradeDialog checkout', () => {
  const signIn = (email: string) =>
    setAuthState({ status: 'signedIn', user: { id: 'u1', email, fullName: 'Ada', firstName: 'Ada', imageUrl: null } });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function open() {
    renderScreen(<UpgradeDialog open onClose={() => undefined} currentPlan="free" usage={{ used: 1, limit: 1 }} />);
  }

  it('shows Loading... on the chosen plan, disables the others, and opens the checkout in a new tab', async () => {
    signIn('ada@example.com');
    const answer = deferred<unknown>();
    const api = fakeApi({ 'POST /billing/checkout': () => answer.promise });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    open();
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Annual Pro' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Monthly Pro' })).toBeDisabled();
    answer.resolve({ success: true, checkoutUrl: 'https://checkout.example/cs_1' });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://checkout.example/cs_1', '_blank', 'noopener'));
    expect(api.calls).toEqual(['POST /billing/checkout']);
    expect(await screen.findByRole('button', { name: 'Choose Annual Pro' })).toBeEnabled();
  });

  it('asks for an email address first, without calling anything', async () => {
    signIn('');
    const api = fakeApi({});
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Choose Monthly Pro' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please ensure you have a valid email address');
    expect(api.calls).toEqual([]);
  });

  it('says so when the checkout cannot start, logs it, and clears the loading state', async () => {
    signIn('ada@example.com');
    fakeApi({
      'POST /billing/checkout': () => {
        throw new FakeApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Choose Monthly Pro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout process. Please try again.');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose Monthly Pro' })).toBeEnabled();
  });
});

describe('UpgradeDialog at the limit', () => {
  it('says why it opened, above the plans', () => {
    renderScreen(
      <UpgradeDialog
        open
        onClose={() => undefined}
        currentPlan="monthly"
        usage={{ used: 50, limit: 50 }}
        reason="limit"
        now={new Date('2026-11-22T12:00:00Z')}
      />,
    );
    expect(screen.getByText(/You've used all 50 generations this month\./)).toBeInTheDocument();
    expect(screen.getByText(/renews on December 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual Pro' })).toBeEnabled();
  });

  it('gives an annual subscriber the renewal date and a way back, not disabled plans', async () => {
    const closed = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <UpgradeDialog
        open
        onClose={closed}
        currentPlan="annual"
        usage={{ used: 75, limit: 75 }}
        reason="limit"
        now={new Date('2026-12-31T23:59:00Z')}
      />,
    );
    expect(screen.getByRole('heading', { name: "You've used all 75 generations this month." })).toBeInTheDocument();
    expect(screen.getByText(/January 1, 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Downgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to my study sets' }));
    expect(closed).toHaveBeenCalled();
  });
});
