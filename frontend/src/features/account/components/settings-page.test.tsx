import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '@/lib/session';
import { FakeApiError, fakeApi, renderScreen } from '@/testing/render';
import { SettingsPage } from './settings-page';

describe('SettingsPage billing portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so on the page when the portal cannot open, and logs it', async () => {
    setAuthState({
      status: 'signedIn',
      user: { id: 'u1', email: 'ada@example.com', fullName: 'Ada', firstName: 'Ada', imageUrl: null },
    });
    fakeApi({
      'GET /me/subscription': () => ({ planType: 'monthly', paymentFailed: false, cancelsAt: null }),
      'GET /me/usage': () => ({ generationsUsed: 1, generationsLimit: 50, planType: 'monthly', canGenerate: true }),
      'POST /billing/portal': () => {
        throw new FakeApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      },
    });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen(<SettingsPage onUpgrade={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to open billing portal. Please try again later.',
    );
    expect(logged).toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Manage Billing' })).toBeEnabled();
  });
});

describe('SettingsPage account deletion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail, keeps the dialog open with the reason when the request fails, and sends what was typed', async () => {
    setAuthState({
      status: 'signedIn',
      user: { id: 'u1', email: 'ada@example.com', fullName: 'Ada', firstName: 'Ada', imageUrl: null },
    });
    const sent: unknown[] = [];
    fakeApi({
      'GET /me/subscription': () => ({ planType: 'free', paymentFailed: false, cancelsAt: null }),
      'GET /me/usage': () => ({ generationsUsed: 0, generationsLimit: 1, planType: 'free', canGenerate: true }),
      'DELETE /me': ({ body }) => {
        sent.push(body);
        throw new FakeApiError(503, 'internal', 'LearnBetter is briefly unavailable. Please try again in a moment.');
      },
    });
    const user = userEvent.setup();
    renderScreen(<SettingsPage onUpgrade={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.org');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/to confirm/));
    await user.type(within(dialog).getByLabelText(/to confirm/), 'Ada@Example.com');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('briefly unavailable');
    expect(sent).toEqual([{ confirmEmail: 'Ada@Example.com' }]);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  });
});
