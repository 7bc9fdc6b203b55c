import { accountDeletion, type AccountDeletionMessage } from '@shared/messages';
import type { BillingRecord } from './billing';
import { ValidationError } from './errors';
import { userFilePrefixes } from './file-keys';
import type { AccountDeletionQueue, Log, Payments, Storage, UserDirectory, UserRecords } from './ports';

/**
 * Deleting an account (docs/decisions/0017-account-deletion.md). The request only checks the
 * student's confirmation and queues the first erasing pass; each pass cancels what Stripe would
 * still charge, deletes the sign-in, every file under the user's prefixes and every record under
 * the user's key, and queues the next pass until nothing can write for that user any more. Every
 * step is idempotent, so a pass that fails half-way is simply run again by the queue.
 */

/** Stripe statuses of a subscription that may still be charged. */
const chargeableStatuses = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

export const confirmationMismatchMessage = 'Type the e-mail address you signed in with to confirm.';

/** Checks the typed confirmation against the verified token's e-mail, then queues the first pass. */
export async function requestAccountDeletion(
  queue: AccountDeletionQueue,
  caller: { sub: string; email: string },
  confirmEmail: string,
  now = new Date(),
): Promise<void> {
  const normalise = (email: string) => email.trim().toLowerCase();
  if (!caller.email || normalise(confirmEmail) !== normalise(caller.email)) {
    throw new ValidationError(confirmationMismatchMessage);
  }
  await queue.send({ type: 'delete-account', userId: caller.sub, requestedAt: now.toISOString(), pass: 1 }, 0);
}

export interface AccountDeletionDeps {
  billing: { getBilling(userId: string): Promise<BillingRecord> };
  /** Built only when a subscription has to be cancelled (the Stripe client is loaded lazily). */
  payments: () => Promise<Pick<Payments, 'cancelSubscription'>>;
  users: UserDirectory;
  records: UserRecords;
  storage: Pick<Storage, 'removeAll'>;
  queue: AccountDeletionQueue;
  log: Log;
}

export interface ErasePassResult {
  cancelledSubscriptions: number;
  files: number;
  records: number;
  /** The pass queued next, or null when this was the last. */
  nextPass: number | null;
}

/**
 * One erasing pass. The order matters: subscriptions first (their ids live in the billing record
 * this pass deletes, and a failure here must stop the pass before it loses them), then the sign-in,
 * then files, then records.
 */
export async function eraseAccountPass(
  deps: AccountDeletionDeps,
  message: AccountDeletionMessage,
  now = new Date(),
): Promise<ErasePassResult> {
  const { userId, pass } = message;
  const billing = await deps.billing.getBilling(userId);
  const chargeable = billing.subscriptions.filter((s) => chargeableStatuses.has(s.status)).map((s) => s.id);
  if (chargeable.length) {
    const payments = await deps.payments();
    for (const subscriptionId of chargeable) await payments.cancelSubscription(subscriptionId);
  }
  await deps.users.deleteUser(userId);
  let files = 0;
  for (const prefix of userFilePrefixes(userId)) files += await deps.storage.removeAll(prefix);
  const records = await deps.records.eraseAll(userId);

  const elapsedSeconds = (now.getTime() - Date.parse(message.requestedAt)) / 1000;
  const nextPass = elapsedSeconds < accountDeletion.coverSeconds ? pass + 1 : null;
  if (nextPass) await deps.queue.send({ ...message, pass: nextPass }, accountDeletion.passDelaySeconds);
  deps.log('info', 'Account erasing pass done', {
    userId,
    pass,
    cancelledSubscriptions: chargeable.length,
    files,
    records,
    nextPass,
  });
  return { cancelledSubscriptions: chargeable.length, files, records, nextPass };
}
