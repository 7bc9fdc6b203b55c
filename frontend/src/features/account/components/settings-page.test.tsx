import { screen } from '@testing-library/react';
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
