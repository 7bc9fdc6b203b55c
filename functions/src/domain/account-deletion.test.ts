import { describe, expect, it } from 'vitest';
import { accountDeletion, type AccountDeletionMessage } from '@shared/messages';
import { confirmationMismatchMessage, eraseAccountPass, requestAccountDeletion } from './account-deletion';
import { emptyBilling, type BillingRecord, type SubscriptionState } from './billing';
import type { AccountDeletionDeps } from './account-deletion';

const requestedAt = '2031-01-01T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(requestedAt) + seconds * 1000);
const subscription = (id: string, status: string): SubscriptionState => ({
  id,
  planType: 'monthly',
  status,
  order: 1,
  since: 1,
  paymentFailed: false,
});

function fakes(billing: BillingRecord = emptyBilling, fail: { cancel?: boolean } = {}) {
  const calls: string[] = [];
  const sent: { message: AccountDeletionMessage; delaySeconds: number }[] = [];
  const deps: AccountDeletionDeps = {
    billing: { getBilling: async () => billing },
    payments: async () => ({
      cancelSubscription: async (id) => {
        if (fail.cancel) throw new Error('Stripe is down');
        calls.push(`cancel ${id}`);
      },
    }),
    users: { deleteUser: async (id) => void calls.push(`user ${id}`) },
    records: { eraseAll: async (id) => (calls.push(`records ${id}`), 7) },
    storage: { removeAll: async (prefix) => (calls.push(`files ${prefix}`), 1) },
    queue: { send: async (message, delaySeconds) => void sent.push({ message, delaySeconds }) },
    log: () => undefined,
  };
  return { deps, calls, sent };
}

const first: AccountDeletionMessage = { type: 'delete-account', userId: 'u-1', requestedAt, pass: 1 };

describe('requestAccountDeletion', () => {
  it("queues the first pass only when the typed e-mail is the token's, ignoring case and spaces", async () => {
    const { deps, sent } = fakes();
    const caller = { sub: 'u-1', email: 'Ada@Example.com' };
    await expect(requestAccountDeletion(deps.queue, caller, 'bob@example.com')).rejects.toThrow(
      confirmationMismatchMessage,
    );
    await expect(requestAccountDeletion(deps.queue, { sub: 'u-1', email: '' }, '')).rejects.toThrow();
    expect(sent).toEqual([]);
    await requestAccountDeletion(deps.queue, caller, ' ada@example.COM ', new Date(requestedAt));
    expect(sent).toEqual([{ message: first, delaySeconds: 0 }]);
  });
});

describe('eraseAccountPass', () => {
  it('cancels what Stripe would still charge, then deletes the sign-in, the files and the records', async () => {
    const billing = {
      ...emptyBilling,
      subscriptions: [
        subscription('sub_live', 'active'),
        subscription('sub_old', 'canceled'),
        subscription('sub_due', 'past_due'),
      ],
    };
    const { deps, calls } = fakes(billing);
    const result = await eraseAccountPass(deps, first, at(1));
    expect(calls).toEqual([
      'cancel sub_live',
      'cancel sub_due',
      'user u-1',
      'files uploads/u-1/',
      'files sources/u-1/',
      'records u-1',
    ]);
    expect(result).toMatchObject({ cancelledSubscriptions: 2, files: 2, records: 7 });
  });

  it('stops before deleting anything when a cancellation fails, so the retry still knows the subscription', async () => {
    const { deps, calls, sent } = fakes(
      { ...emptyBilling, subscriptions: [subscription('sub_live', 'active')] },
      { cancel: true },
    );
    await expect(eraseAccountPass(deps, first, at(1))).rejects.toThrow('Stripe is down');
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('queues the next pass until the cover period is over, then stops', async () => {
    const early = fakes();
    expect((await eraseAccountPass(early.deps, first, at(1))).nextPass).toBe(2);
    expect(early.sent).toEqual([{ message: { ...first, pass: 2 }, delaySeconds: accountDeletion.passDelaySeconds }]);

    const late = fakes();
    const last = { ...first, pass: 6 };
    expect((await eraseAccountPass(late.deps, last, at(accountDeletion.coverSeconds + 1))).nextPass).toBeNull();
    expect(late.sent).toEqual([]);
    expect(late.calls).toContain('records u-1');
  });
});
